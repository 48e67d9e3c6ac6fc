/**
 * The confirmation of a moderator's action (issue 34): what it does, the reason (told to the person concerned, and
 * kept in the audit log), and for a suspension how long. Nothing is sent until the moderator confirms.
 */
import * as React from 'react';
import { MODERATION, SUSPENSION_DAYS } from '@kickoff/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { messageOf, toast } from '@/components/ui/use-toast';
import { useActOnCase } from '../api/act-on-case';
import type { ModerationActionInput, ModerationCase } from '../api/types';
import { actionCopy, type CaseAction } from './action-copy';
import { t } from '@/lib/i18n';

const M = MODERATION.messages;

function daysLabel(days: number | null) {
  return days === null ? t('For good') : t('{days, plural, one {# day} other {# days}}', { days });
}

export function ActionDialog({ found, action, onOpenChange }: { found: ModerationCase; action: CaseAction | null; onOpenChange(open: boolean): void }) {
  const act = useActOnCase();
  const [reason, setReason] = React.useState('');
  const [days, setDays] = React.useState<number | null>(7);
  const [error, setError] = React.useState<string | null>(null);
  const id = `action-${found.id}`;
  const copy = action ? actionCopy(found, action) : null;

  React.useEffect(() => {
    if (action) {
      setReason('');
      setDays(7);
      setError(null);
      act.reset();
    }
    // Only when another action opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  const confirm = () => {
    if (!action) return;
    const why = reason.trim();
    if (!why) return setError(t(M.whyRequired));
    if (why.length > MODERATION.reasonMaxLength) return setError(t(M.whyTooLong));
    const input: ModerationActionInput = action === 'suspend' ? { action, reason: why, days } : { action, reason: why };
    act.mutate(
      { caseId: found.id, input },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t(MODERATION.actionLabels[action]), description: copy?.done, variant: 'success' });
        },
        onError: (e) => setError(messageOf(e) ?? t('The action failed. Try again.')),
      },
    );
  };

  return (
    <ConfirmDialog
      open={Boolean(action)}
      onOpenChange={onOpenChange}
      title={copy?.title ?? ''}
      description={copy?.description ?? ''}
      confirmLabel={copy?.confirm ?? ''}
      pendingLabel={t('Working...')}
      pending={act.isPending}
      destructive={action !== 'dismiss'}
      onConfirm={confirm}
    >
      <div className="grid gap-4">
        {action === 'suspend' ? (
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">{t('How long')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {SUSPENSION_DAYS.map((d) => (
                <label key={String(d)} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                  <input type="radio" name={`${id}-days`} checked={days === d} onChange={() => setDays(d)} className="size-4 accent-primary" />
                  {daysLabel(d)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <FormField id={`${id}-reason`} label={copy?.reasonLabel ?? t('Reason')} error={error ?? undefined}>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : undefined}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
