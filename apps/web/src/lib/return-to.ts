/**
 * Return-to after sign-in (issue 18): a deep link opened signed out is carried to the landing as `?returnTo=` and
 * followed after sign-in. Only a path of this app is ever followed (no open redirect): it must start with one `/`,
 * hold no backslash or control character, and resolve to the same origin; anything else is dropped.
 */
import { paths } from '@/config/paths';

export const RETURN_TO_PARAM = 'returnTo';
const BASE = 'https://kickoff.invalid';

const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The same-origin path (with its query and hash) `value` names, or null when it is anything else. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // "//host" and "/\host" are other hosts to browsers; control characters are stripped by URL parsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Going back to the landing or the role chooser is no destination.
  if (url.pathname === paths.landing || url.pathname === paths.home || url.pathname === paths.homeAlias) return null;
  return path;
}

/** The landing, carrying where to go after sign-in. */
export function signInPath(returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${paths.landing}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : paths.landing;
}

/** The role chooser, for a new account, carrying where to go once a role is chosen. */
export function roleChooserPath(returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${paths.home}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : paths.home;
}
