import * as React from 'react';
import { ERROR_FALLBACKS } from '@kickoff/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useDeleteEvent, type DeleteScope } from '../api/delete-event';
import type { EventSummary } from '../api/types';

const SCOPES = [
  ['this', 'This event'],
  ['following', 'This and all later events of the series'],
] as const;

/** Confirms a delete, stating the consequence; a recurring occurrence offers the rest of the series too (rulings §6). */
export function DeleteEventDialog({
  event,
  open,
  onOpenChange,
  onDeleted,
}: {
  event: Pick<EventSummary, 'id' | 'title' | 'isRecurring' | 'recurringSeriesId' | 'currentParticipants'>;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}) {
  const [scope, setScope] = React.useState<DeleteScope>('this');
  const del = useDeleteEvent();
  const recurring = Boolean(event.isRecurring || event.recurringSeriesId);
  const others = Math.max(0, event.currentParticipants - 1);

  const onConfirm = () =>
    del.mutate(
      { id: event.id, scope: recurring ? scope : 'this' },
      {
        onSuccess: () => {
          toast({ title: 'Event Deleted', description: 'The event has been deleted successfully.' });
          onOpenChange(false);
          onDeleted?.();
        },
        onError: (error) => errorToast(error, ERROR_FALLBACKS.deleteEvent),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${event.title}”?`}
      description={
        others > 0
          ? `${others} ${others === 1 ? 'place is' : 'places are'} taken by participants; they lose their spot. This cannot be undone.`
          : 'This cannot be undone.'
      }
      confirmLabel="Delete Event"
      pendingLabel="Deleting..."
      pending={del.isPending}
      onConfirm={onConfirm}
    >
      {recurring ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">This event repeats. Delete:</legend>
          {SCOPES.map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name="delete-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-4 accent-[var(--primary)]"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </ConfirmDialog>
  );
}
