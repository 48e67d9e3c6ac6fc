import * as React from 'react';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { GoogleSignInError, signInWithGoogle } from '../api/google-sign-in';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z" />
    </svg>
  );
}

/** "Continue with Google": popup sign-in, shown only when the server has Google configured. */
export function GoogleSignInButton({
  onSignedIn,
  onError,
  disabled,
}: {
  /** `newUser`: this sign-in made the account (the landing then shows the role chooser first). */
  onSignedIn: (newUser: boolean) => void;
  onError: (message: string) => void;
  disabled?: boolean;
}) {
  const { completeSignIn } = useAuth();
  const [pending, setPending] = React.useState(false);
  async function onClick() {
    setPending(true);
    try {
      const { token, user, newUser } = await signInWithGoogle();
      await completeSignIn(token, user);
      onSignedIn(newUser);
    } catch (error) {
      onError(error instanceof GoogleSignInError ? error.message : String(error));
      setPending(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="lg" className="w-full" disabled={disabled || pending} onClick={() => void onClick()}>
      <GoogleMark />
      {pending ? t('Signing in...') : t('Continue with Google')}
    </Button>
  );
}
