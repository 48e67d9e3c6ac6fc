/** Share: the system sheet (the shell's, or the browser's Web Share), else the link goes to the clipboard. */
import { loadPlatform, type Platform } from './platform';

export type ShareLinkOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Shares with the system sheet (native, or the Web Share API), else copies the link. */
export async function shareLink(
  content: { title: string; text?: string; url: string },
  platform?: Platform,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
): Promise<ShareLinkOutcome> {
  const outcome = await (platform ?? (await loadPlatform())).share(content);
  if (outcome !== 'unavailable') return outcome;
  try {
    if (!clipboard) return 'failed';
    await clipboard.writeText(content.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
