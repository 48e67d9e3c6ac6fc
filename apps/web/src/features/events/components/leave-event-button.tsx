import * as React from 'react';
import { ERROR_FALLBACKS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useDetachedJoin } from '../api/join-event';
import { useLeaveEvent } from '../api/leave-event';
import { isQueued } from '@/lib/offline/queue';
import { t } from '@/lib/i18n';

/**
 * Leave (spec §4): for participants who are not hosts. Confirmed first (issue 19: one tap removed people), and the
 * toast offers Undo, which joins again with the same guests (the place may have gone to the waitlist meanwhile).
 */
export function LeaveEventButton({ eventId, waitlisted, guestCount = 0 }: { eventId: string; waitlisted?: boolean; guestCount?: number }) {
  const [confirming, setConfirming] = React.useState(false);
  const leave = useLeaveEvent(eventId);
  const rejoin = useDetachedJoin(eventId);
  const undo = () =>
    rejoin(guestCount).then(
      (outcome) => toast({ title: outcome.status === 'waitlisted' ? "You're back on the waitlist" : "You're back in!", variant: 'success' }),
      (error: unknown) => errorToast(error, ERROR_FALLBACKS.joinEvent),
    );
  const onConfirm = () =>
    leave.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        if (isQueued(answer)) return;
        toast({
          title: 'Left Event',
          description: waitlisted ? "You've left the waitlist." : "You've left the event.",
          action: { label: 'Undo', onClick: undo },
        });
      },
      onError: (error) => {
        setConfirming(false);
        errorToast(error, ERROR_FALLBACKS.leaveEvent);
      },
    });
  return (
    <>
      <Button variant="outline" className="w-full" disabled={leave.isPending} onClick={() => setConfirming(true)}>
        {leave.isPending ? t('Leaving...') : waitlisted ? t('Leave Waitlist') : t('Leave Event')}
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={waitlisted ? t('Leave the waitlist?') : t('Leave this event?')}
        description={
          waitlisted
            ? t('You give up your place in the queue. Joining again puts you at the end of it.')
            : guestCount
              ? t("Your party's {count} places go to the waitlist first, or to anyone who joins.", { count: 1 + guestCount })
              : t('Your place goes to the next person on the waitlist, or to anyone who joins.')
        }
        confirmLabel={waitlisted ? t('Leave Waitlist') : t('Leave Event')}
        pendingLabel={t('Leaving...')}
        pending={leave.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
