import { CalendarPlus, Share2 } from 'lucide-react';
import { authHeaders } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** Add to calendar: the server's .ics, fetched with the session so private events work too (rulings §6). */
export function AddToCalendarButton({ eventId, title }: { eventId: string; title: string }) {
  const onClick = async () => {
    try {
      const res = await fetch(`/api/events/${eventId}/calendar.ics`, { headers: authHeaders(), credentials: 'include' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'event'}.ics`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast({ title: 'Error', description: 'Could not download the calendar file. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" className="flex-1" onClick={() => void onClick()}>
      <CalendarPlus aria-hidden="true" /> Add to calendar
    </Button>
  );
}

export function ShareEventButton({ title }: { title: string }) {
  const onClick = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Share it with your crew.' });
    } catch {
      // the user closed the share sheet
    }
  };
  return (
    <Button variant="outline" className="flex-1" onClick={() => void onClick()}>
      <Share2 aria-hidden="true" /> Share
    </Button>
  );
}
