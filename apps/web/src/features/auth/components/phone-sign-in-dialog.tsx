/**
 * The phone sign-in dialog of spec §2/§4/§5/§8: phone step, then code step; sign-in / sign-up toggle; the human
 * check; every failed step returns to the phone step with the code cleared and the check reset; closing resets.
 */
// Over 300 lines: one state machine (phone step, code step, human check, reset rules) that reads best whole; its pieces are already separate components.
import * as React from 'react';
import { ArrowLeft, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { useAuth } from '@/lib/auth';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuthConfig } from '../api/auth-config';
import { createUserRecord } from '../api/create-user-record';
import { sendVerificationCode } from '../api/send-verification-code';
import { verifyCode } from '../api/verify-code';
import { isValidCode, looksLikeEmail, normalizePhoneNumber } from '../lib/phone';
import { sendCodeErrorMessage, verifyCodeErrorMessage } from '../lib/errors';
import { HumanCheck, isCaptchaChallengeOpen, type HumanCheckHandle } from './human-check';
import { GoogleSignInButton } from './google-sign-in-button';

const P = MESSAGES.phone;

export type SignInMode = 'signin' | 'signup';

export interface PhoneSignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs after a successful sign-in, once the dialog has closed. `newUser`: the account was made by this sign-in
   * (sign-up mode, or a number without an account, which the server names "User" per rulings §2).
   */
  onSuccess?: (result: { newUser: boolean }) => void;
  /** The mode the dialog opens in. */
  initialMode?: SignInMode;
}

export function PhoneSignInDialog({ open, onOpenChange, onSuccess, initialMode = 'signin' }: PhoneSignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={(e) => {
          // Start in the phone field rather than on the mode toggle.
          const phone = document.getElementById('signin-phone');
          if (phone) {
            e.preventDefault();
            phone.focus();
          }
        }}
        onPointerDownOutside={(e) => {
          if (isCaptchaChallengeOpen()) e.preventDefault();
        }}
        onInteractOutside={(e) => {
          if (isCaptchaChallengeOpen()) e.preventDefault();
        }}
      >
        {/* Mounted only while open, so closing the dialog resets every field and step. */}
        <PhoneSignInForm
          initialMode={initialMode}
          onDone={(newUser) => {
            onOpenChange(false);
            onSuccess?.({ newUser });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PhoneSignInForm({ initialMode, onDone }: { initialMode: SignInMode; onDone: (newUser: boolean) => void }) {
  const { completeSignIn } = useAuth();
  const config = useAuthConfig();
  const siteKey = config.data?.captchaSiteKey ?? null;
  const captchaOn = Boolean(siteKey);

  const [mode, setMode] = React.useState<SignInMode>(initialMode);
  const [step, setStep] = React.useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = React.useState('');
  const [email, setEmail] = React.useState('');
  const [code, setCode] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');
  const [captchaToken, setCaptchaToken] = React.useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = React.useState<{ phone?: string; email?: string; code?: string }>({});
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<'send' | 'verify' | null>(null);
  const captchaRef = React.useRef<HumanCheckHandle>(null);
  const phoneRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const codeRef = React.useRef<HTMLInputElement>(null);

  const signUp = mode === 'signup';

  React.useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  /** After any failed step: back to the phone step, code cleared, human check reset (spec §4). */
  function failStep(message: string, rateLimited = false) {
    setError(message);
    setStep('phone');
    setCode('');
    setCaptchaToken(null);
    if (rateLimited) captchaRef.current?.tooManyRequests();
    else captchaRef.current?.reset();
  }

  async function onSendCode(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const errors: typeof fieldErrors = {};
    if (!phone.trim()) errors.phone = P.enterPhone;
    if (signUp && !email.trim()) errors.email = P.enterEmail;
    else if (signUp && !looksLikeEmail(email)) errors.email = MESSAGES.profile.invalidEmail;
    setFieldErrors(errors);
    if (errors.phone) return phoneRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    if (captchaOn && !captchaToken) return setError(P.completeCaptcha);

    const phoneNumber = normalizePhoneNumber(phone);
    setPending('send');
    try {
      await sendVerificationCode(phoneNumber, captchaToken);
      setSentTo(phoneNumber);
      setStep('code');
    } catch (err) {
      failStep(sendCodeErrorMessage(err), err instanceof ApiError && err.status === 429 && captchaOn);
    } finally {
      setPending(null);
    }
  }

  async function onVerify(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const value = code.trim();
    const codeError = !value ? P.missingCode : !isValidCode(value) ? P.invalidCodeFormat : undefined;
    setFieldErrors(codeError ? { code: codeError } : {});
    if (codeError) return codeRef.current?.focus();

    setPending('verify');
    try {
      const result = await verifyCode({ phoneNumber: sentTo, code: value, ...(signUp ? { email: email.trim() } : {}) });
      if (signUp) {
        await createUserRecord(result.token, { id: result.user.id, email: email.trim(), phoneNumber: sentTo });
      }
      await completeSignIn(result.token, signUp ? { ...result.user, email: email.trim() } : result.user);
      onDone(signUp || (result.user.firstName === 'User' && !result.user.lastName));
    } catch (err) {
      setPending(null);
      failStep(verifyCodeErrorMessage(err));
    }
  }

  function useDifferentNumber() {
    setStep('phone');
    setCode('');
    setError(null);
    setFieldErrors({});
    setCaptchaToken(null);
    captchaRef.current?.reset();
  }

  const sendDisabled = pending !== null || (captchaOn && !captchaToken);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{step === 'code' ? 'Enter your code' : signUp ? 'Join Kickoff' : 'Welcome back'}</DialogTitle>
        <DialogDescription>
          {step === 'code'
            ? `We sent a 6-digit code to ${sentTo}.`
            : signUp
              ? 'Create your account with your phone number. We will text you a code.'
              : 'Sign in with your phone number. We will text you a code.'}
        </DialogDescription>
      </DialogHeader>

      {step === 'phone' ? (
        <div role="group" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-lg bg-secondary p-1">
          {(['signin', 'signup'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => {
                setMode(m);
                setFieldErrors({});
                setError(null);
              }}
              className={cn(
                'min-h-10 rounded-md text-sm font-semibold text-muted-foreground transition-colors',
                mode === m && 'bg-background text-foreground shadow-sm',
              )}
            >
              {m === 'signin' ? 'Sign In' : 'Sign Up'}
            </button>
          ))}
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}

      {/* The phone form stays mounted on the code step so the human check keeps its state. */}
      <form noValidate onSubmit={onSendCode} hidden={step !== 'phone'} className="grid gap-4">
          <FormField id="signin-phone" label="Phone number" error={fieldErrors.phone} hint="US numbers work as is; otherwise start with + and your country code.">
            <Input
              ref={phoneRef}
              id="signin-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 (555) 123-4567"
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                if (fieldErrors.phone) setFieldErrors((f) => ({ ...f, phone: undefined }));
              }}
              aria-invalid={fieldErrors.phone ? true : undefined}
              aria-describedby={fieldErrors.phone ? 'signin-phone-error' : undefined}
            />
          </FormField>
          {signUp ? (
            <FormField id="signin-email" label="Email" error={fieldErrors.email}>
              <Input
                ref={emailRef}
                id="signin-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (fieldErrors.email) setFieldErrors((f) => ({ ...f, email: undefined }));
                }}
                aria-invalid={fieldErrors.email ? true : undefined}
                aria-describedby={fieldErrors.email ? 'signin-email-error' : undefined}
                required
              />
            </FormField>
          ) : null}

          {siteKey ? (
            <HumanCheck ref={captchaRef} siteKey={siteKey} onTokenChange={setCaptchaToken} />
          ) : config.isPending ? null : (
            <p className="flex items-center gap-2 rounded-md bg-secondary px-3 py-2 text-sm text-muted-foreground">
              <ShieldOff className="size-4 shrink-0" aria-hidden="true" />
              {P.captchaOff}
            </p>
          )}

          <Button type="submit" size="lg" disabled={sendDisabled} className="w-full">
            <Smartphone aria-hidden="true" />
            {pending === 'send' ? 'Sending Code...' : 'Send Code'}
          </Button>

          {config.data?.googleEnabled ? (
            <>
              <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
                <span className="h-px flex-1 bg-border" />
                or
                <span className="h-px flex-1 bg-border" />
              </div>
              <GoogleSignInButton onSignedIn={onDone} onError={setError} disabled={pending !== null} />
            </>
          ) : null}

          <p className="text-center text-sm text-muted-foreground">
            {signUp ? 'Already have an account?' : 'New to Kickoff?'}{' '}
            <button
              type="button"
              className="min-h-11 font-semibold text-brand-strong underline-offset-4 hover:underline"
              onClick={() => {
                setMode(signUp ? 'signin' : 'signup');
                setFieldErrors({});
                setError(null);
              }}
            >
              {signUp ? 'Sign in instead' : 'Create an account'}
            </button>
          </p>
      </form>
      {step === 'code' ? (
        <form noValidate onSubmit={onVerify} className="grid gap-4">
          <FormField id="signin-code" label="Verification code" error={fieldErrors.code}>
            <Input
              ref={codeRef}
              id="signin-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder="123456"
              className="text-center indent-[0.5em] font-mono text-2xl tracking-[0.5em] sm:text-2xl"
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\s/g, ''));
                if (fieldErrors.code) setFieldErrors({});
              }}
              aria-invalid={fieldErrors.code ? true : undefined}
              aria-describedby={fieldErrors.code ? 'signin-code-error' : undefined}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={pending !== null} className="w-full">
            <ShieldCheck aria-hidden="true" />
            {pending === 'verify' ? 'Verifying...' : signUp ? 'Verify & Create Account' : 'Verify & Sign In'}
          </Button>
          <Button type="button" variant="ghost" onClick={useDifferentNumber} disabled={pending !== null}>
            <ArrowLeft aria-hidden="true" />
            Use different number
          </Button>
        </form>
      ) : null}
    </>
  );
}
