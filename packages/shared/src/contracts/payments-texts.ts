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

/**
 * Currencies whose amounts have no minor unit at Stripe (Stripe's zero-decimal list): their integer "minor units" are
 * whole units (600 JPY is 600 yen). Every other currency counts in hundredths (600 USD is 6.00), as Stripe does, HUF
 * and TWD included.
 */
export const ZERO_DECIMAL_CURRENCIES = [
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
] as const;

export function isStripeCurrency(currency: string): boolean {
  return (STRIPE_CURRENCIES as readonly string[]).includes(currency);
}

/** Digits of a currency's minor unit in Kickoff's amounts and Stripe's API: 0 (zero-decimal) or 2. */
export function minorUnitDigits(currency: string): 0 | 2 {
  return (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(currency.toUpperCase()) ? 0 : 2;
}

/** A price text whose fraction a zero-decimal currency cannot take ("1000.50" JPY); "1000.00" JPY is fine. */
export function priceHasFractionFor(price: string, currency: string): boolean {
  const m = /^\d+(?:\.(\d+))?$/.exec(price.trim());
  return minorUnitDigits(currency) === 0 && Boolean(m?.[1] && /[1-9]/.test(m[1]));
}

/**
 * A decimal price text ("6", "6.5", "12.50") in integer minor units of the currency, without float arithmetic.
 * Zero-decimal currencies drop the fraction (event create and edit refuse a non-zero one: `priceHasFractionFor`).
 */
export function toMinorUnits(price: string, currency: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!m) throw new Error(`not a price: ${price}`);
  const whole = Number.parseInt(m[1]!, 10);
  if (minorUnitDigits(currency) === 0) return whole;
  const cents = Number.parseInt((m[2] ?? '0').padEnd(2, '0'), 10);
  return whole * 100 + cents;
}

/** Minor units as exact decimal text in the minor unit: 600 USD -> "6.00", -5 USD -> "-0.05", 600 JPY -> "600". */
function minorToDecimal(amount: number, currency: string): string {
  if (minorUnitDigits(currency) === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The currency's own fraction digits as Intl knows them (ISO 4217 / CLDR): 2 for USD and EUR, 0 for JPY, KRW, CLP. */
export function currencyFractionDigits(currency: string): number {
  let digits = fractionDigitsOf.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = minorUnitDigits(currency);
    }
    fractionDigitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * Intl objects are costly to make (~0.1-0.5 ms each, far more for a page's first) and these are asked for every card
 * of a list: kept per currency and per locale, currency and digits (a handful in practice).
 */
const fractionDigitsOf = new Map<string, number>();
const moneyFormats = new Map<string, DecimalFormat>();

/**
 * The fraction digits to show an amount with: the currency's own, and the minor unit's when the amount has a fraction
 * the currency does not show (a HUF price of 1500.50, which Stripe charges in hundredths): money is never rounded away.
 */
function shownDigits(decimal: string, currency: string): number {
  const own = currencyFractionDigits(currency);
  const fraction = decimal.split('.')[1] ?? '';
  return /[1-9]/.test(fraction.slice(own)) ? Math.max(own, fraction.length) : own;
}

/** Intl.NumberFormat takes exact decimal strings (Intl.NumberFormat v3); typed here as TypeScript's lib lags. */
type DecimalFormat = { format(value: string): string };

/**
 * Minor units as money for people, through Intl.NumberFormat in `locale` with the currency's own fraction digits:
 * 600 USD -> "$6.00", 600 JPY -> "¥600", 1234550 KRW -> "₩1,234,550", 650 EUR -> "€6.50" (en-US). USD keeps its
 * narrow "$" in every locale (spec §2: "$12.50"); others take the locale's symbol or code.
 */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const decimal = minorToDecimal(amount, currency);
  const digits = shownDigits(decimal, currency);
  try {
    const key = `${locale}|${currency}|${digits}`;
    let format = moneyFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'USD' ? 'narrowSymbol' : 'symbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }) as unknown as DecimalFormat;
      moneyFormats.set(key, format);
    }
    return format.format(decimal);
  } catch {
    return `${decimal} ${currency}`;
  }
}

/** A price text ("12.50", as events carry it) as money for people: `formatMoney` of its minor units. */
export function formatPriceText(price: string, currency: string, locale = 'en-US'): string {
  return formatMoney(toMinorUnits(price, currency), currency, locale);
}

/**
 * Minor units as plain decimal text with the currency's own fraction digits, no symbol nor grouping (the payments
 * CSV): 600 USD -> "6.00", 600 JPY -> "600", -5 USD -> "-0.05".
 */
export function formatMinorUnits(amount: number, currency: string): string {
  const decimal = minorToDecimal(amount, currency);
  const digits = shownDigits(decimal, currency);
  const format = new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }) as unknown as DecimalFormat;
  return format.format(decimal);
}
