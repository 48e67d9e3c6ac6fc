/**
 * The phone sign-in dialog of spec §2/§4/§5/§8: phone step, then code step; sign-in / sign-up toggle (sign-up asks
 * for the name and email); the human check; closing resets. A wrong or dead code keeps the code step (issue 26): the
 * message under the boxes, a countdown to "Send a new code"; other failures return to the phone step with the code
 * cleared and the check reset. A send refused for too many requests says how long to wait (the server's Retry-After).
 */
// Over 300 lines: one state machine (phone step, code step, human check, reset rules) that reads best whole; its pieces are already separate components.
import { m as msg, t } from '@/lib/i18n';
import * as React from 'react';
import { ArrowLeft, RotateCw, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
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
import { readSmsCode } from '../lib/web-otp';
import { useSecondsLeft, waitText } from '../lib/countdown';
import { sendCodeErrorMessage, verifyCodeErrorMessage } from '../lib/errors';
import { HumanCheck, isCaptchaChallengeOpen, type HumanCheckHandle } from './human-check';
import { GoogleSignInButton } from './google-sign-in-button';
import { CodeBoxes } from './code-boxes';
import { NameFields } from './name-fields';

const P = MESSAGES.phone;
/** Rulings §2: one code per number a minute. */
const RESEND_SECONDS = 60;

/** A code the server refused that a new code fixes: the person stays on the code step. */
function isCodeFailure(err: unknown): boolean {
  return err instanceof ApiError && ((err.status === 400 && Boolean(err.fields?.code)) || (err.status === 429 && err.serverMessage === P.tooManyAttempts));
}

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
  const [firstName, setFirstName] = React.useState('');
  const [lastName, setLastName] = React.useState('');
  const [code, setCode] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');
  const [captchaToken, setCaptchaToken] = React.useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = React.useState<{ phone?: string; email?: string; code?: string; firstName?: string }>({});
  /** When "Send a new code" opens (ms), and when a refused send may be tried again. */
  const [resendAt, setResendAt] = React.useState(0);
  const [waitUntil, setWaitUntil] = React.useState(0);
  const resendIn = useSecondsLeft(resendAt);
  const waitFor = useSecondsLeft(waitUntil);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<'send' | 'verify' | null>(null);
  const captchaRef = React.useRef<HumanCheckHandle>(null);
  const phoneRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const firstNameRef = React.useRef<HTMLInputElement>(null);
  const codeRef = React.useRef<HTMLInputElement>(null);

  const signUp = mode === 'signup';

  React.useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  // WebOTP where the browser has it: the SMS's code fills the boxes and is checked at once.
  const verifyRef = React.useRef<(value: string) => void>(() => undefined);
  React.useEffect(() => {
    if (step !== 'code') return;
    const abort = new AbortController();
    void readSmsCode(abort.signal).then((smsCode) => {
      if (smsCode && !abort.signal.aborted) verifyRef.current(smsCode);
    });
    return () => abort.abort();
  }, [step, sentTo, resendAt]);

  /** After any failed step: back to the phone step, code cleared, human check reset (spec §4). */
  function failStep(message: string, rateLimited = false) {
    setError(message);
    setNotice(null);
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
    if (signUp && !firstName.trim()) errors.firstName = MESSAGES.profile.firstNameRequired;
    if (signUp && !email.trim()) errors.email = P.enterEmail;
    else if (signUp && !looksLikeEmail(email)) errors.email = MESSAGES.profile.invalidEmail;
    setFieldErrors(errors);
    if (errors.phone) return phoneRef.current?.focus();
    if (errors.firstName) return firstNameRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    if (captchaOn && !captchaToken) return setError(P.completeCaptcha);

    await send(normalizePhoneNumber(phone), captchaToken);
  }

  /** Texts a code to `phoneNumber` and shows the code step, with its countdown to "Send a new code". */
  async function send(phoneNumber: string, token: string | null) {
    setPending('send');
    try {
      await sendVerificationCode(phoneNumber, token);
      setSentTo(phoneNumber);
      setCode('');
      setFieldErrors({});
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      setStep('code');
    } catch (err) {
      const rateLimited = err instanceof ApiError && err.status === 429;
      if (rateLimited && err.retryAfterSeconds) setWaitUntil(Date.now() + err.retryAfterSeconds * 1000);
      failStep(sendCodeErrorMessage(err), rateLimited && captchaOn);
    } finally {
      setPending(null);
    }
  }

  /** "Send a new code": at once without the human check; with it, the phone step asks for the check again. */
  async function sendNewCode() {
    setError(null);
    if (captchaOn) {
      backToPhoneStep();
      setNotice(P.newCodeNeedsCheck);
      return;
    }
    await send(sentTo, null);
    setNotice(P.newCodeSent);
  }

  async function onVerify(e: React.FormEvent) {
    e.preventDefault();
    await verify(code.trim());
  }

  async function verify(value: string) {
    setError(null);
    setCode(value);
    const codeError = !value ? P.missingCode : !isValidCode(value) ? P.invalidCodeFormat : undefined;
    setFieldErrors(codeError ? { code: codeError } : {});
    if (codeError) return codeRef.current?.focus();

    setPending('verify');
    try {
      const names = { firstName: firstName.trim(), lastName: lastName.trim() };
      const result = await verifyCode({ phoneNumber: sentTo, code: value, ...(signUp ? { email: email.trim(), ...names } : {}) });
      if (signUp) {
        await createUserRecord(result.token, { id: result.user.id, email: email.trim(), phoneNumber: sentTo, ...names });
      }
      await completeSignIn(result.token, signUp ? { ...result.user, email: email.trim() } : result.user);
      onDone(signUp || (result.user.firstName === 'User' && !result.user.lastName));
    } catch (err) {
      setPending(null);
      if (isCodeFailure(err)) {
        // The number and the step stay; the boxes empty for the next try.
        setNotice(null);
        setCode('');
        setFieldErrors({ code: verifyCodeErrorMessage(err) });
        codeRef.current?.focus();
      } else if (err instanceof ApiError && err.fields?.firstName) {
        backToPhoneStep();
        setFieldErrors({ firstName: err.fields.firstName });
      } else failStep(verifyCodeErrorMessage(err));
    }
  }
  verifyRef.current = (value) => void verify(value);

  function backToPhoneStep() {
    setStep('phone');
    setCode('');
    setError(null);
    setNotice(null);
    setFieldErrors({});
    setCaptchaToken(null);
    captchaRef.current?.reset();
  }

  const sendDisabled = pending !== null || (captchaOn && !captchaToken) || waitFor > 0;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{step === 'code' ? t('Enter your code') : signUp ? t('Join Kickoff') : t('Welcome back')}</DialogTitle>
        <DialogDescription>
          {step === 'code'
            ? t('We sent a 6-digit code to {phone}.', { phone: sentTo })
            : signUp
              ? t('Create your account with your phone number. We will text you a code.')
              : t('Sign in with your phone number. We will text you a code.')}
        </DialogDescription>
      </DialogHeader>

      {step === 'phone' ? (
        <div role="group" aria-label={t('Account')} className="grid grid-cols-2 gap-1 rounded-lg bg-secondary p-1">
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
              {m === 'signin' ? t('Sign In') : t('Sign Up')}
            </button>
          ))}
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-red-700 dark:text-red-300">
          {msg(error)}
          {waitFor > 0 && step === 'phone' ? <span className="mt-1 block font-normal">{t('You can try again in {wait}.', { wait: waitText(waitFor) })}</span> : null}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm text-muted-foreground">
          {msg(notice)}
        </p>
      ) : null}

      {/* The phone form stays mounted on the code step so the human check keeps its state. */}
      <form noValidate onSubmit={onSendCode} hidden={step !== 'phone'} className="grid gap-4">
          <FormField id="signin-phone" label={t('Phone number')} error={fieldErrors.phone} hint={t('US numbers work as is; otherwise start with + and your country code.')}>
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
            <NameFields
              firstNameRef={firstNameRef}
              firstName={firstName}
              lastName={lastName}
              firstNameError={fieldErrors.firstName}
              onFirstName={(v) => {
                setFirstName(v);
                if (fieldErrors.firstName) setFieldErrors((f) => ({ ...f, firstName: undefined }));
              }}
              onLastName={setLastName}
            />
          ) : null}
          {signUp ? (
            <FormField id="signin-email" label={t('Email')} error={fieldErrors.email}>
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
              {msg(P.captchaOff)}
            </p>
          )}

          <Button type="submit" size="lg" disabled={sendDisabled} className="w-full">
            <Smartphone aria-hidden="true" />
            {pending === 'send' ? t('Sending Code...') : waitFor > 0 ? t('Send Code ({wait})', { wait: waitText(waitFor) }) : t('Send Code')}
          </Button>

          {config.data?.googleEnabled ? (
            <>
              <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
                <span className="h-px flex-1 bg-border" />
                {t('or')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <GoogleSignInButton onSignedIn={onDone} onError={setError} disabled={pending !== null} />
            </>
          ) : null}

          <p className="text-center text-sm text-muted-foreground">
            {signUp ? t('Already have an account?') : t('New to Kickoff?')}{' '}
            <button
              type="button"
              className="min-h-11 font-semibold text-brand-strong underline-offset-4 hover:underline"
              onClick={() => {
                setMode(signUp ? 'signin' : 'signup');
                setFieldErrors({});
                setError(null);
              }}
            >
              {signUp ? t('Sign in instead') : t('Create an account')}
            </button>
          </p>
      </form>
      {step === 'code' ? (
        <form noValidate onSubmit={onVerify} className="grid gap-4">
          <FormField id="signin-code" label={t('Verification code')} error={fieldErrors.code}>
            <CodeBoxes
              ref={codeRef}
              id="signin-code"
              value={code}
              readOnly={pending === 'verify'}
              onChange={(value) => {
                setCode(value);
                if (fieldErrors.code) setFieldErrors({});
              }}
              invalid={Boolean(fieldErrors.code)}
              describedBy={fieldErrors.code ? 'signin-code-error' : undefined}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={pending !== null} className="w-full">
            <ShieldCheck aria-hidden="true" />
            {pending === 'verify' ? t('Verifying...') : signUp ? t('Verify & Create Account') : t('Verify & Sign In')}
          </Button>
          <Button type="button" variant="outline" onClick={() => void sendNewCode()} disabled={pending !== null || resendIn > 0}>
            <RotateCw aria-hidden="true" />
            {pending === 'send' ? t('Sending Code...') : resendIn > 0 ? t('Send a new code in {wait}', { wait: waitText(resendIn) }) : t('Send a new code')}
          </Button>
          <Button type="button" variant="ghost" onClick={backToPhoneStep} disabled={pending !== null}>
            <ArrowLeft aria-hidden="true" />
            {t('Use different number')}
          </Button>
        </form>
      ) : null}
    </>
  );
}
