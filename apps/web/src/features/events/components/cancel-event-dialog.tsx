import * as React from 'react';
import { EVENT_CANCEL, ERROR_FALLBACKS } from '@kickoff/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageField, useMessageField } from '@/components/ui/message-field';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useCancelEvent } from '../api/cancel-event';
import type { EventDetail } from '../api/types';
import { t } from '@/lib/i18n';

const M = EVENT_CANCEL.messages;

/**
 * Cancel, with the reason participants will read (issue 14). The event stays on Kickoff marked Cancelled: deleting
 * remains for mistakes.
 */
export function CancelEventDialog({ event, open, onOpenChange }: { event: Pick<EventDetail, 'id' | 'title' | 'currentParticipants' | 'waitlistCount'>; open: boolean; onOpenChange(open: boolean): void }) {
  const cancel = useCancelEvent(event.id);
  const reason = useMessageField(t(M.reasonRequired));
  const people = event.currentParticipants + event.waitlistCount;
  const onConfirm = () => {
    const text = reason.take();
    if (!text) return;
    cancel.mutate(text, {
      onSuccess: () => {
        toast({ title: M.done, description: M.doneDescription });
        onOpenChange(false);
      },
      onError: (error) => errorToast(error, ERROR_FALLBACKS.updateEvent),
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Cancel “{title}”?', { title: event.title })}
      description={
        people > 1
          ? t('The event stays on Kickoff marked Cancelled and nobody can join it. Everyone who joined or is on the waitlist is notified with your reason. This cannot be undone.')
          : t('The event stays on Kickoff marked Cancelled and nobody can join it. Anyone who joined is notified with your reason. This cannot be undone.')
      }
      confirmLabel={t('Cancel Event')}
      cancelLabel={t('Keep Event')}
      pendingLabel={t('Cancelling...')}
      pending={cancel.isPending}
      onConfirm={onConfirm}
    >
      <MessageField id={`cancel-reason-${event.id}`} label={t('Reason')} field={reason} maxLength={EVENT_CANCEL.reasonMaxLength} rows={3} placeholder={t("The pitch is flooded; we'll play next week.")} />
    </ConfirmDialog>
  );
}
