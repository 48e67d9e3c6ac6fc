/**
 * The reCAPTCHA v2 human check of spec §4/§8: checkbox, light theme, normal size, image type. It can complete,
 * expire or fail; after a failure no new check is created for 60 s (with the "Please wait N seconds..." text);
 * a too-many-requests answer replaces the widget for a minute; a script that cannot load says so.
 */
import * as React from 'react';
import { LIMITS, MESSAGES } from '@kickoff/shared';
import { t } from '@/lib/i18n';
import { loadRecaptcha, type Grecaptcha } from '../lib/recaptcha-loader';

export interface HumanCheckHandle {
  /** A new check after a failed step (respects the cooldown after an error). */
  reset(): void;
  /** The server refused as rate limited: replace the widget for a minute. */
  tooManyRequests(): void;
}

type Status = 'loading' | 'ready' | 'load-failed' | 'too-many';

const SETUP_DELAY_MS = 1000;
const COOLDOWN_MS = LIMITS.captchaCooldownSeconds * 1000;

export function HumanCheck({
  siteKey,
  onTokenChange,
  ref,
}: {
  siteKey: string;
  onTokenChange: (token: string | null) => void;
  ref?: React.Ref<HumanCheckHandle>;
}) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const apiRef = React.useRef<Grecaptcha | null>(null);
  const widgetRef = React.useRef<number | null>(null);
  const timerRef = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const onTokenRef = React.useRef(onTokenChange);
  const [status, setStatus] = React.useState<Status>('loading');
  const [cooldownUntil, setCooldownUntil] = React.useState<number | null>(null);
  const cooldownRef = React.useRef<number | null>(null);
  const [now, setNow] = React.useState(() => Date.now());

  React.useEffect(() => {
    onTokenRef.current = onTokenChange;
  }, [onTokenChange]);

  const setCooldown = React.useCallback((until: number | null) => {
    cooldownRef.current = until;
    setCooldownUntil(until);
    setNow(Date.now());
  }, []);

  const schedule = React.useCallback((fn: () => void, ms: number) => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(fn, ms);
  }, []);

  const create = React.useCallback(() => {
    const api = apiRef.current;
    const container = containerRef.current;
    if (!api || !container) return;
    container.replaceChildren();
    const target = document.createElement('div');
    container.appendChild(target);
    widgetRef.current = api.render(target, {
      sitekey: siteKey,
      theme: 'light',
      size: 'normal',
      type: 'image',
      callback: (token) => {
        setCooldown(null);
        onTokenRef.current(token);
      },
      'expired-callback': () => onTokenRef.current(null),
      'error-callback': () => {
        onTokenRef.current(null);
        setCooldown(Date.now() + COOLDOWN_MS);
      },
    });
  }, [siteKey, setCooldown]);

  const reset = React.useCallback(() => {
    onTokenRef.current(null);
    const until = cooldownRef.current;
    const api = apiRef.current;
    if (!api) return;
    if (until && until > Date.now()) {
      // No new check inside the cooldown: remove the old one and create it when the minute is over.
      containerRef.current?.replaceChildren();
      widgetRef.current = null;
      schedule(() => {
        setCooldown(null);
        create();
      }, until - Date.now());
      return;
    }
    if (widgetRef.current !== null) api.reset(widgetRef.current);
    else create();
  }, [create, schedule, setCooldown]);

  React.useImperativeHandle(
    ref,
    () => ({
      reset,
      tooManyRequests() {
        onTokenRef.current(null);
        containerRef.current?.replaceChildren();
        widgetRef.current = null;
        setStatus('too-many');
        schedule(() => {
          setStatus('ready');
          create();
        }, COOLDOWN_MS);
      },
    }),
    [reset, create, schedule],
  );

  // Set the container up a second after it appears (spec §9), then load Google's script.
  React.useEffect(() => {
    let cancelled = false;
    const setup = setTimeout(() => {
      loadRecaptcha()
        .then((api) => {
          if (cancelled) return;
          apiRef.current = api;
          setStatus('ready');
          create();
        })
        .catch(() => {
          if (!cancelled) setStatus('load-failed');
        });
    }, SETUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(setup);
      if (timerRef.current) clearTimeout(timerRef.current);
    };
  }, [create]);

  React.useEffect(() => {
    if (!cooldownUntil) return;
    const tick = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= cooldownUntil) {
        clearInterval(tick);
        setCooldown(null);
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [cooldownUntil, setCooldown]);

  const secondsLeft = cooldownUntil ? Math.max(1, Math.ceil((cooldownUntil - now) / 1000)) : 0;

  return (
    <div className="grid gap-2">
      <div
        ref={containerRef}
        hidden={status === 'too-many' || status === 'load-failed'}
        className="min-h-[78px] overflow-x-auto"
        aria-busy={status === 'loading'}
      />
      {status === 'loading' ? <p className="text-sm text-muted-foreground">{t('Loading the human check...')}</p> : null}
      {status === 'too-many' ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-red-700 dark:text-red-300">
          {MESSAGES.phone.captchaTooManyWidget}
        </p>
      ) : null}
      {status === 'load-failed' ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-red-700 dark:text-red-300">
          {MESSAGES.phone.captchaLoadFailed}
        </p>
      ) : null}
      {secondsLeft > 0 ? (
        <p role="status" className="text-sm text-accent-foreground">
          {MESSAGES.phone.captchaCooldown(secondsLeft)}
        </p>
      ) : null}
    </div>
  );
}

/** True while Google's image challenge is showing (it lives outside the dialog, so clicks there must not close it). */
export function isCaptchaChallengeOpen(): boolean {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[src*="recaptcha"][src*="bframe"]')) {
    const box = frame.parentElement?.parentElement;
    if (box && getComputedStyle(box).visibility !== 'hidden') return true;
  }
  return false;
}
