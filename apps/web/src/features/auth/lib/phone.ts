/** Spec §5: a number without a leading + becomes +1 followed by its digits; with +, + and its digits. */
export function normalizePhoneNumber(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : `+1${digits}`;
}

/** Exactly 6 digits (spec §5, §9). */
export function isValidCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function looksLikeEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}
