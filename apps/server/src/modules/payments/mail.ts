/** Receipt and refund notices (issue 29), plain text and HTML with the same words, sent through the app's mailer. */
import { formatMoney } from '@kickoff/shared';
import { escapeHtml, type MailMessage } from '../../lib/mail';

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
}

export function paymentMail(p: PaymentMailInput): MailMessage {
  // Intl.NumberFormat with the currency's own fraction digits: "$12.00", "€6.50", "¥600".
  const money = formatMoney(p.amount, p.currency, 'en-US');
  const places = p.places === 1 ? '1 place' : `${p.places} places`;
  const subject = p.kind === 'receipt' ? `Receipt: ${p.eventTitle}` : `Refund: ${p.eventTitle}`;
  const game = p.eventUrl ? ['', `The game: ${p.eventUrl}`] : [];
  const lines =
    p.kind === 'receipt'
      ? [`Hi ${p.firstName},`, '', `You paid ${money} for ${places} in ${p.eventTitle}. You're in.`, ...(p.receiptUrl ? ['', `Receipt: ${p.receiptUrl}`] : []), ...game]
      : [`Hi ${p.firstName},`, '', `${money} for ${places} in ${p.eventTitle} is refunded to your card. Banks take 5-10 days to show it.`, ...game];
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : '')).join('');
  return { to: p.to, subject, text: lines.join('\n'), html };
}
