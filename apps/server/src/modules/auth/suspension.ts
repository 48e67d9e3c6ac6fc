/** A suspended person's sign-in is refused with when it ends (issue 34), on every sign-in method (a session hook). */
import { MODERATION } from '@kickoff/shared';

/** "Sat, Nov 28, 2026, 6:00 PM CST" in the person's zone (UTC when unknown). */
export function formatSuspensionEnd(until: Date, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' }).format(until);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(until);
  }
}

export function suspendedMessage(suspension: { until: Date | null; timezone: string | null }): string {
  return MODERATION.messages.suspendedSignIn(suspension.until ? formatSuspensionEnd(suspension.until, suspension.timezone) : null);
}

export const SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
