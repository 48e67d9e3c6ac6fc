import { t } from '@/lib/i18n';
import { CalendarPlus, Share2 } from 'lucide-react';
import { addToCalendar, eventIcsPath, icsFileName } from '@/lib/calendar-file';
import { shareLink } from '@/lib/share-link';
import { runsNatively } from '@/lib/platform';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/**
 * Add to calendar: the server's .ics (rulings §6). A public event's button is a real link to it, so a browser
 * downloads it (or, on iOS, opens Calendar) by itself; a private event needs the session, so the file is fetched
 * with it and saved. In the native shell the file goes to the share sheet, as a WebView follows no download.
 */
export function AddToCalendarButton({ event }: { event: { id: string; title: string; group: { isPrivate: boolean } } }) {
  const onClick = async (e: React.MouseEvent) => {
    if (!event.group.isPrivate && !runsNatively()) return;
    e.preventDefault();
    try {
      await addToCalendar(event);
    } catch {
      toast({ title: t('Error'), description: t('Could not add the event to your calendar. Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Button asChild variant="outline" className="flex-1">
      <a href={eventIcsPath(event.id)} download={icsFileName(event.title)} onClick={(e) => void onClick(e)}>
        <CalendarPlus aria-hidden="true" /> {t('Add to calendar')}
      </a>
    </Button>
  );
}

/** Share: the system sheet (native, or the browser's Web Share), else the link is copied. */
export function ShareEventButton({ eventId, title }: { eventId: string; title: string }) {
  const onClick = async () => {
    const url = new URL(paths.event(eventId), window.location.origin).toString();
    const outcome = await shareLink({ title, text: `${title} on Kickoff`, url });
    if (outcome === 'copied') toast({ title: t('Link copied'), description: t('Share it with your crew.') });
    else if (outcome === 'failed') toast({ title: t('Copy this link'), description: url });
  };
  return (
    <Button variant="outline" className="flex-1" onClick={() => void onClick()}>
      <Share2 aria-hidden="true" /> {t('Share')}
    </Button>
  );
}
