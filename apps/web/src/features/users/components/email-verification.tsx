/**
 * The profile email's "Verify" action (issue 21): mails a code and takes it. Group creators find people by verified
 * addresses only, so the note says why it matters; a server without mail says the address stays unverified. Loaded
 * only while an address waits for its code (profile-form.tsx).
 */
import { m, t } from '@/lib/i18n';
import * as React from 'react';
import { MESSAGES, type UserProfile } from '@kickoff/shared';
import { useAuth } from '@/lib/auth';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useSendEmailCode } from '../api/send-email-code';
import { useVerifyEmail } from '../api/verify-email';

const V = MESSAGES.emailVerification;

/** Under the email field while the saved address waits for its code. */
export default function EmailVerification({ profile }: { profile: UserProfile }) {
  const { refresh } = useAuth();
  const [open, setOpen] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const send = useSendEmailCode();
  const verify = useVerifyEmail({
    onSuccess: async () => {
      toast({ title: V.verified, description: V.verifiedToast, variant: 'success' });
      setOpen(false);
      setCode('');
      await refresh();
    },
  });
  const pending = profile.pendingEmail;
  if (!pending) return null;

  if (!profile.canVerifyEmail) {
    return <p className="text-sm text-muted-foreground">{m(V.mailOffNote)}</p>;
  }

  const sendCode = () => {
    setError(undefined);
    send.mutate(undefined, {
      onSuccess: ({ email }) => setSentTo(email),
      // A code already went out a moment ago (the save sends one): the box stays open for it.
      onError: (e) => (e instanceof ApiError && e.status === 429 ? setError(e.serverMessage ?? V.tooManySends) : errorToast(e, V.sendFailed)),
    });
  };

  const onVerify = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(V.codeInvalid);
      return;
    }
    setError(undefined);
    verify.mutate(code.trim(), { onError: (e) => setError((e instanceof ApiError && e.serverMessage) || V.sendFailed) });
  };

  if (!open) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/60 bg-accent/10 px-4 py-3">
        <p className="text-sm text-foreground">{m(V.unverifiedNote)}</p>
        <Button type="button" variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
          {m(V.verify)}
        </Button>
      </div>
    );
  }

  return (
    // Not a <form>: it sits inside the profile form, and Enter in the code box must verify, not save the profile.
    <div role="group" aria-labelledby="email-code-title" className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <p id="email-code-title" className="text-sm">
        {t('We sent a 6-digit code to {email}. Enter it below to verify your email.', { email: sentTo ?? pending })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <FormField id="email-code" label={m(V.codeLabel)} error={error}>
            <Input
              id="email-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'email-code-error' : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onVerify(e);
              }}
            />
          </FormField>
        </div>
        <Button type="button" className="min-h-11" disabled={verify.isPending} onClick={() => onVerify()}>
          {verify.isPending ? t('Verifying...') : m(V.verify)}
        </Button>
        <Button type="button" variant="ghost" className="min-h-11" disabled={send.isPending} onClick={sendCode}>
          {send.isPending ? t('Sending...') : m(V.sendAgain)}
        </Button>
      </div>
    </div>
  );
}
