import { Crown, ShieldCheck } from 'lucide-react';
import { t } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import type { MemberRole } from '../api/types';

/** Admin badge wherever members are listed (spec §6); the organizer (creator) gets a Creator badge. */
export function RoleBadge({ role }: { role: MemberRole }) {
  if (role === 'admin')
    return (
      <Badge variant="accent">
        <ShieldCheck className="size-3" aria-hidden="true" /> {t('Admin')}
      </Badge>
    );
  if (role === 'organizer')
    return (
      <Badge variant="accent">
        <Crown className="size-3" aria-hidden="true" /> {t('Creator')}
      </Badge>
    );
  return null;
}
