import { t } from '@/lib/i18n';
import { sportEmoji, sportLabel } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export function SportBadge({ sportType, className }: { sportType: string; className?: string }) {
  return (
    <Badge variant="secondary" className={cn('gap-1.5', className)}>
      <span aria-hidden="true">{sportEmoji(sportType)}</span>
      {t(sportLabel(sportType))}
    </Badge>
  );
}
