/** Payments (issue 29): every user-facing text of paying for a place, refunds and payouts. */
import { MESSAGES } from '../messages';
export const PAYMENT_TEXTS = {
  payAtField: 'Pay the host at the field',
  payAndJoin: 'Pay and join',
  paymentPending: 'Payment pending',
  youreIn: "You're in",
  paidAtField: 'Paid at the field',
  waived: 'Fee waived',
  refunded: 'Refunded',
  /** The server's answers (in MESSAGES, so they are translated: messages-es.ts). */
  messages: MESSAGES.payment,
} as const;

/** Currencies Stripe accepts for card payments (upper case ISO 4217). */
export const STRIPE_CURRENCIES = [
  'USD', 'AED', 'AUD', 'BGN', 'BRL', 'CAD', 'CHF', 'CLP', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'HUF', 'ILS', 'INR', 'JPY',
  'KRW', 'MXN', 'MYR', 'NOK', 'NZD', 'PHP', 'PLN', 'RON', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'ZAR',
] as const;

/** Currencies without a minor unit: the price is the amount (Stripe's zero-decimal list, among those above). */
export const ZERO_DECIMAL_CURRENCIES = ['CLP', 'JPY', 'KRW'] as const;

export function isStripeCurrency(currency: string): boolean {
  return (STRIPE_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * A decimal price text ("6", "6.5", "12.50") in integer minor units of the currency, without float arithmetic.
 * Zero-decimal currencies drop the (zero) fraction.
 */
export function toMinorUnits(price: string, currency: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!m) throw new Error(`not a price: ${price}`);
  const whole = Number.parseInt(m[1]!, 10);
  if ((ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(currency)) return whole;
  const cents = Number.parseInt((m[2] ?? '0').padEnd(2, '0'), 10);
  return whole * 100 + cents;
}

/** Minor units as a display amount: 600 USD -> "6.00", 600 JPY -> "600". */
export function formatMinorUnits(amount: number, currency: string): string {
  if ((ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(currency)) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
