/**
 * The report dialog (issue 34): a reason from the list, an optional note, then what happens next in the dialog itself
 * (a toast would vanish before it is read). A second report of the same thing is one report; the server says so.
 */
import * as React from 'react';
import { CheckCircle2 } from 'lucide-react';
import { MODERATION, REPORT_REASONS, type ReportReason } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/components/ui/use-toast';
import { useSendReport } from '@/lib/reports';
import type { ReportTarget } from './report-button';
import { t } from '@/lib/i18n';

const L = MODERATION.labels;

export function ReportDialog({ target, open, onOpenChange }: { target: ReportTarget; open: boolean; onOpenChange(open: boolean): void }) {
  const send = useSendReport();
  const [reason, setReason] = React.useState<ReportReason | null>(null);
  const [note, setNote] = React.useState('');
  const [missingReason, setMissingReason] = React.useState(false);
  const id = React.useId().replace(/:/g, '');
  const tooLong = note.trim().length > MODERATION.noteMaxLength;
  const outcome = send.data?.status;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason) return setMissingReason(true);
    if (tooLong) return;
    send.mutate({ targetType: target.type, targetId: target.id, reason, note: note.trim() || undefined });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (send.isPending) return;
        onOpenChange(next);
        // Opened again after a report: a fresh form.
        if (!next && send.isSuccess) {
          send.reset();
          setReason(null);
          setNote('');
        }
      }}
    >
      <DialogContent className="max-w-md">
        {outcome ? (
          <div className="grid gap-4" role="status">
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
                {outcome === 'reported' ? t(L.sentTitle) : t(L.alreadyTitle)}
              </DialogTitle>
              <DialogDescription>{outcome === 'reported' ? t(L.sentWhatNext) : t(L.alreadyWhatNext)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">{t('Done')}</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>
                {t('Report {what, select, group_post {group post} event_comment {event comment} event {event} group {group} other {profile}}', { what: target.type })}
              </DialogTitle>
              <DialogDescription>{t(L.reportDescription)}</DialogDescription>
            </DialogHeader>
            <fieldset className="grid gap-1" aria-describedby={missingReason && !reason ? `${id}-reason-error` : undefined}>
              <legend className="mb-2 text-sm font-medium">{t(L.reason)}</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-secondary">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4 accent-primary"
                  />
                  {t(MODERATION.reasonLabels[r])}
                </label>
              ))}
              {missingReason && !reason ? (
                <p id={`${id}-reason-error`} role="alert" className="text-sm font-medium text-destructive">
                  {t(MODERATION.messages.reasonInvalid)}
                </p>
              ) : null}
            </fieldset>
            <FormField
              id={`${id}-note`}
              label={t(L.note)}
              error={tooLong ? t(MODERATION.messages.noteTooLong) : undefined}
              hint={`${note.trim().length}/${MODERATION.noteMaxLength}`}
            >
              <Textarea
                id={`${id}-note`}
                rows={3}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-invalid={tooLong ? true : undefined}
                aria-describedby={tooLong ? `${id}-note-error` : undefined}
              />
            </FormField>
            {send.isError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {messageOf(send.error) ?? t('The report could not be sent. Try again.')}
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={send.isPending}>
                  {t('Cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={send.isPending || tooLong}>
                {send.isPending ? t(L.sending) : t(L.send)}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
