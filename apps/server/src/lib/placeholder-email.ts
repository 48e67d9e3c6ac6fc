/**
 * Phone sign-ups get a placeholder address (Better Auth needs an email per user) on a domain that can never receive
 * mail; it is reported as "no email" everywhere and replaced by the first real address the user gives (decisions.md 3).
 * The one place the rule lives: auth makes the addresses, every other module reads them through these helpers.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'phone.kickoff.invalid';

/** The placeholder address of a phone number (digits only). */
export const placeholderEmailFor = (phoneNumber: string) => `${phoneNumber.replace(/\D/g, '')}@${PLACEHOLDER_EMAIL_DOMAIN}`;

export const isPlaceholderEmail = (email: string) => email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);

/** The address to show: null for none or a placeholder. */
export const realEmail = (email: string | null | undefined): string | null => (email && !isPlaceholderEmail(email) ? email : null);
