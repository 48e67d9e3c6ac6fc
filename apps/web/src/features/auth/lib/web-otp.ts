/**
 * WebOTP (Chrome on Android): the browser offers the code of an incoming SMS that ends with
 * "@<host> #<code>". Where the browser has no WebOTP this resolves null at once; aborting resolves null too.
 */
interface OtpCredential extends Credential {
  code?: string;
}

export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return null;
  try {
    const credential = (await navigator.credentials.get({ otp: { transport: ['sms'] }, signal } as CredentialRequestOptions)) as OtpCredential | null;
    return credential?.code ?? null;
  } catch {
    // Aborted, refused or no SMS: the person types the code.
    return null;
  }
}
