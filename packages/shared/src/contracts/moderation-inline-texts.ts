/**
 * The moderation texts that busy screens show inline (issue 34): the Report button and the placeholder of hidden
 * content. Apart from MODERATION (moderation-texts.ts spreads them into MODERATION.labels) so that the event and group
 * pages' first load does not carry the report dialog's and the console's texts.
 */
export const MODERATION_INLINE = {
  report: 'Report',
  hiddenByModerator: 'Hidden by a moderator',
  hiddenPlaceholder: 'This was hidden by a moderator.',
  hiddenForAuthor: (reason: string) => `Hidden by a moderator: ${reason}. Only you can see it.`,
} as const;
