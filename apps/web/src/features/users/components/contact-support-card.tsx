/**
 * The profile's Delete Account card (spec §2's "contact support", kept) with Request deletion (issue 34, point 4): the
 * request is recorded for support, who run the deletion (a person never deletes an account on their own); Kickoff
 * confirms it in the app and by email. An open request is shown instead of the button.
 */
import { currentLanguage, t } from '@/lib/i18n';
import * as React from 'react';
import { TriangleAlert } from 'lucide-react';
import { MODERATION, PRODUCT } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useDeletionRequest, useRequestDeletion } from '../api/deletion-request';

const L = MODERATION.labels;
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage() === 'es' ? 'es-US' : 'en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

export function ContactSupportCard() {
  const state = useDeletionRequest();
  const request = useRequestDeletion();
  const [confirming, setConfirming] = React.useState(false);
  const requestedAt = state.data?.requestedAt ?? null;
  return (
    <Card className="mt-6 border-destructive/30" role="region" aria-labelledby="delete-account-title">
      <CardHeader>
        <CardTitle id="delete-account-title" className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" /> {t('Delete Account')}
        </CardTitle>
        <CardDescription>
          {t('Want to delete your account and your data? Self-service deletion isn’t available. Contact support at')}{' '}
          <a className="font-medium text-foreground underline underline-offset-2" href={`mailto:${PRODUCT.supportEmail}?subject=Delete%20my%20Kickoff%20account`}>
            {PRODUCT.supportEmail}
          </a>{' '}
          {t('and we’ll take care of it.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {requestedAt ? (
          <p role="status" className="rounded-md border border-l-4 border-destructive/60 bg-card px-4 py-3 text-sm">
            <span className="block font-semibold">{t(L.deletionRequested)}</span>
            {t('You asked for deletion on {when}. Support will handle it soon.', { when: formatDate(requestedAt) })} {t(L.deletionRequestedDescription)}
          </p>
        ) : (
          <Button variant="outline" className="text-destructive hover:bg-destructive/10" disabled={state.isPending || request.isPending} onClick={() => setConfirming(true)}>
            {request.isPending ? t(L.requestingDeletion) : t(L.requestDeletion)}
          </Button>
        )}
        <LazyConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('Request deletion?')}
          description={t(L.deletionConfirm)}
          confirmLabel={t(L.requestDeletion)}
          pendingLabel={t(L.requestingDeletion)}
          pending={request.isPending}
          onConfirm={() =>
            request.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: L.deletionRequested, description: L.deletionRequestedDescription });
              },
              onError: (error) => {
                setConfirming(false);
                errorToast(error, 'The request could not be sent. Try again, or write to support.');
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}
