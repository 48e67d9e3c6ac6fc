/** Phone numbers to E.164 (rulings §2): "+" and digits; a number without "+" is read as a +1 (NANP) number. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const ALLOWED_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Returns the E.164 form, or null when the input is not a valid phone number. Configured test numbers are
 * accepted as written (they may use reserved ranges a real-number check would refuse).
 */
export function normalizePhoneNumber(input: string, testNumbers?: ReadonlyMap<string, string>): string | null {
  const literal = literalPhoneNumber(input);
  if (!literal) return null;
  if (testNumbers?.has(literal)) return literal;
  const international = input.trim().startsWith('+');
  const digits = literal.slice(international ? 1 : 2);
  const parsed = parsePhoneNumberFromString(international ? literal : digits, international ? undefined : 'US');
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * The input as written, in E.164 form ("+" and its digits; without "+", a +1 number), valid or not: the form a test
 * number is stored in. Null when it is not phone-like at all.
 */
export function literalPhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!ALLOWED_CHARACTERS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return trimmed.startsWith('+') ? `+${digits}` : `+1${digits}`;
}
