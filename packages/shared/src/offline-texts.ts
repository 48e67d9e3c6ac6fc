/**
 * The texts of working offline that the web app's entry needs (issue 27): the route error screen and the toast's
 * "not sent" line. Apart from MESSAGES (messages.ts spreads them into MESSAGES.offline) so that the entry, and with it
 * the landing's first load, does not carry every message of the app.
 */
export const OFFLINE_ENTRY_TEXTS = {
  notSent: "You're offline, so this was not sent. Try again when you're back online.",
  errorTitle: "This page didn't load",
  errorOffline: "You're offline and this page isn't saved on this device yet. It will load once you're back online.",
  errorGeneric: 'Something went wrong while loading this page. Check your connection and try again.',
  tryAgain: 'Try again',
  goHome: 'Go to Home',
} as const;
