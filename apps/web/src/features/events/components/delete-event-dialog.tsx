import * as React from 'react';
import { ERROR_FALLBACKS } from '@kickoff/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useDeleteEvent, type DeleteScope } from '../api/delete-event';
import type { EventSummary } from '../api/types';
import { SeriesScopeChoice } from './series-scope';
import { t } from '@/lib/i18n';

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
      title={t('Delete “{title}”?', { title: event.title })}
      description={
        others > 0
          ? t('{count, plural, one {# place is} other {# places are}} taken by participants; they lose their spot. This cannot be undone.', { count: others })
          : t('This cannot be undone.')
      }
      confirmLabel={t('Delete Event')}
      pendingLabel={t('Deleting...')}
      pending={del.isPending}
      onConfirm={onConfirm}
    >
      {recurring ? (
        <SeriesScopeChoice
          name="delete-scope"
          legend={t('This event repeats. Delete:')}
          followingLabel={t('This and all later events of the series')}
          value={scope}
          onChange={setScope}
        />
      ) : null}
    </ConfirmDialog>
  );
}
