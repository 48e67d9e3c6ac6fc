/**
 * Receipt and refund notices (issue 29), plain text and HTML with the same words, sent through the app's mailer, in
 * the payer's language (issue 30): the words from the catalogs, the amount through Intl in the language's locale.
 */
import { formatMoney, INTL_LOCALES, type Language } from '@kickoff/shared';
import { escapeHtml, type MailMessage } from '../../lib/mail';
import { t } from '../../lib/i18n';

export interface PaymentMailInput {
  to: string;
  firstName: string;
  kind: 'receipt' | 'refund';
  eventTitle: string;
  /** The game's page; null when the game was deleted. */
  eventUrl: string | null;
  amount: number;
  currency: string;
  places: number;
  receiptUrl: string | null;
  /** The payer's language (default English). */
  language?: Language;
}

export function paymentMail(p: PaymentMailInput): MailMessage {
  const l = p.language ?? 'en';
  // Intl.NumberFormat with the currency's own fraction digits: "$12.00", "€6.50", "¥600".
  const facts = { money: formatMoney(p.amount, p.currency, INTL_LOCALES[l]), places: p.places, event: p.eventTitle };
  const subject = t(l, p.kind === 'receipt' ? 'mail.payment.receiptSubject' : 'mail.payment.refundSubject', { event: p.eventTitle });
  const greeting = p.firstName ? t(l, 'mail.greeting', { name: p.firstName }) : t(l, 'mail.greetingNoName');
  const game = p.eventUrl ? ['', t(l, 'mail.payment.game', { url: p.eventUrl })] : [];
  const lines =
    p.kind === 'receipt'
      ? [greeting, '', t(l, 'mail.payment.paid', facts), ...(p.receiptUrl ? ['', t(l, 'mail.payment.receipt', { url: p.receiptUrl })] : []), ...game]
      : [greeting, '', t(l, 'mail.payment.refunded', facts), ...game];
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : '')).join('');
  return { to: p.to, subject, text: lines.join('\n'), html };
}
