import { ERROR_FALLBACKS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useLeaveEvent } from '../api/leave-event';

/** Leave (spec §4): for participants who are not hosts. */
export function LeaveEventButton({ eventId, waitlisted }: { eventId: string; waitlisted?: boolean }) {
  const leave = useLeaveEvent(eventId);
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={leave.isPending}
      onClick={() =>
        leave.mutate(undefined, {
          onSuccess: () => toast({ title: 'Left Event', description: "You've left the event." }),
          onError: (error) => errorToast(error, ERROR_FALLBACKS.leaveEvent),
        })
      }
    >
      {leave.isPending ? 'Leaving...' : waitlisted ? 'Leave Waitlist' : 'Leave Event'}
    </Button>
  );
}
