/** The profile email's state beside its label (issue 21): "Verified", or "Unverified" while it waits for its code. */
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { MESSAGES, type UserProfile } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { m } from '@/lib/i18n';

const V = MESSAGES.emailVerification;

/** The badge beside the Email label, for the saved address. */
export function EmailStatusBadge({ profile }: { profile: UserProfile }) {
  if (profile.pendingEmail) {
    return (
      <Badge variant="accent" className="ml-2 align-middle">
        <CircleAlert aria-hidden className="size-3.5" />
        {m(V.unverified)}
      </Badge>
    );
  }
  if (!profile.email) return null;
  return (
    <Badge className="ml-2 align-middle">
      <BadgeCheck aria-hidden className="size-3.5" />
      {m(V.verified)}
    </Badge>
  );
}
