/**
 * The three device actions of the screens, on top of the platform: picking an image (camera or gallery in the
 * native shell, the file input in a browser), sharing a link (system sheet, else the clipboard) and adding an event
 * to the calendar (the server's .ics: a share of the file natively, a download in a browser).
 */
import { authHeaders, throwIfResNotOk } from './api';
import { loadPlatform, runsNatively, type Platform } from './platform';

export const PHOTO_TEXTS = {
  deniedTitle: 'Camera and photos are off',
  denied: "Kickoff can't reach your camera or photos. Allow access in your phone's Settings (Apps > Kickoff > Permissions), then try again.",
  failedTitle: 'Could not get the photo',
  failed: 'Something went wrong with the camera or the gallery. Please try again.',
} as const;

interface Notice {
  title: string;
  description: string;
}

/**
 * Opens the image picker. In a browser it clicks the form's file input at once (inside the click, so the browser
 * allows it) and the input's change handler takes over; in the shell the system asks "Take Photo" or "Choose from
 * Photos" and the picked file is handed to `onFile`, which validates it exactly like the input's file. A refused
 * permission or a failure is told through `notify`; a cancel says nothing.
 */
export function pickImage(openFileInput: () => void, onFile: (file: File) => void, notify: (notice: Notice) => void): Promise<void> {
  if (!runsNatively()) {
    openFileInput();
    return Promise.resolve();
  }
  return loadPlatform()
    .then((platform) => platform.pickPhoto())
    .then((pick) => {
      if (pick.status === 'picked') onFile(pick.file);
      else if (pick.status === 'denied') notify({ title: PHOTO_TEXTS.deniedTitle, description: PHOTO_TEXTS.denied });
      else if (pick.status === 'failed') notify({ title: PHOTO_TEXTS.failedTitle, description: PHOTO_TEXTS.failed });
      else if (pick.status === 'unsupported') openFileInput();
    });
}

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

/** The server's .ics of one event (a real URL: anonymous callers get public groups' events). */
export const eventIcsPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;

export const icsFileName = (title: string) => `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'event'}.ics`;

export type CalendarOutcome = 'shared' | 'cancelled' | 'downloaded';

/**
 * Fetches the event's .ics with the session (private events need it: rulings §6) and hands it to the device: the
 * share sheet in the shell (a WebView cannot download), a download elsewhere. Throws when either fails.
 */
export async function addToCalendar(event: { id: string; title: string }, given?: Platform): Promise<CalendarOutcome> {
  const platform = given ?? (await loadPlatform());
  const res = await fetch(eventIcsPath(event.id), { headers: authHeaders(), credentials: 'include' });
  await throwIfResNotOk(res);
  const ics = await res.text();
  const fileName = icsFileName(event.title);
  if (platform.isNative) {
    const outcome = await platform.openCalendarFile({ fileName, ics, title: event.title });
    if (outcome === 'unavailable') throw new Error('No app took the calendar file');
    return outcome;
  }
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return 'downloaded';
}
