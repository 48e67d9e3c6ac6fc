/** Data rights (issue 15, rulings §9): "Download my data" and support's account deletion, apart from the zod contracts. */
export const DATA_EXPORT = {
  /** The file's `format` and `version` (docs/data-export.md describes version 1). */
  format: 'kickoff-data-export',
  version: 1,
  /** A finished file can be downloaded for this long. */
  keepHours: 7 * 24,
  /** How often the profile asks whether a file built in the background is ready. */
  pollMs: 2000,
  messages: {
    notFound: 'Data export not found',
    notYours: 'You can only download your own data',
    notReady: 'Your file is still being prepared',
    failed: 'Your file could not be prepared. Ask for a new one.',
    expired: 'This download has expired. Ask for a new one.',
    tooMany: 'Too many requests. You can ask for your data a few times an hour.',
  },
  labels: {
    title: 'Your data',
    description:
      'Download a copy of everything Kickoff holds about you: your profile, memberships, events, comments, posts, notifications and sign-in sessions, as a JSON file.',
    button: 'Download my data',
    preparing: 'Preparing your file...',
    preparingLong: 'You have a lot of history, so your file is being prepared. It downloads when ready; you can keep using Kickoff.',
    downloaded: 'Your data was downloaded',
    downloadedDescription: 'Open the JSON file with any text editor.',
    error: "We couldn't prepare your file",
    /** The native app's WebView cannot save a download. */
    browserOnly: 'To download your data, sign in to Kickoff in a web browser and open Profile Settings there.',
  },
} as const;

export const ACCOUNT_DELETION = {
  /** The reason a deleted organizer's upcoming events show (and their participants read) as cancelled. */
  cancelReason: "The organizer's account was closed",
} as const;
