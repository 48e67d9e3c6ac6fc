/**
 * Add to calendar: the server's .ics. A public event's button in a browser is a plain link to it; a private event's
 * file needs the session, and the shell's WebView follows no download, so those are fetched and handed over here.
 */
import { authHeaders, throwIfResNotOk } from './api';
import { loadPlatform, type Platform } from './platform';
import { saveFile } from './save-file';

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
  saveFile(new Blob([ics], { type: 'text/calendar' }), fileName);
  return 'downloaded';
}
