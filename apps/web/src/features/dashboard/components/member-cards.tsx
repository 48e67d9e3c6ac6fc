/**
 * The member dashboard's cards (spec §2). Event: sport icon, title, description, Joined badge, date ("Sat, Nov 22,
 * 2026" or 'Date TBD'), location, group name badge, participants current/max, View Details. Group: sport icon,
 * name, Member badge, description, sport type, location, member count, View Group.
 */
import { Link } from 'react-router';
import { Calendar, MapPin, Trophy, Users } from 'lucide-react';
import { FALLBACK_SPORT_EMOJI, sportEmoji, sportLabel, type EventResponse, type Group } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { countLabel, formatShortDate } from './format';

function SportIcon({ sport, fallback }: { sport: string; fallback?: string }) {
  const emoji = sportEmoji(sport) || fallback || FALLBACK_SPORT_EMOJI;
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-2xl">
      {emoji}
    </span>
  );
}

function Meta({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="flex shrink-0 text-muted-foreground [&_svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="truncate">{children}</dd>
    </div>
  );
}

export function MemberEventCard({ event }: { event: EventResponse }) {
  const titleId = `my-event-${event.id}`;
  const waitlisted = event.userParticipation?.status === 'waitlisted';
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <SportIcon sport={event.sportType} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
            {event.title}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge>Joined</Badge>
            {waitlisted ? <Badge variant="accent">Waitlisted</Badge> : null}
          </div>
        </div>
      </div>
      {event.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p> : null}
      <dl className="grid gap-1.5 text-sm">
        <Meta icon={<Calendar aria-hidden="true" />} label="Date">
          {formatShortDate(event.dateTime)}
        </Meta>
        <Meta icon={<MapPin aria-hidden="true" />} label="Location">
          {event.location}
        </Meta>
        <Meta icon={<Users aria-hidden="true" />} label="Participants">
          {event.currentParticipants}/{event.maxParticipants ?? event.capacity}
        </Meta>
      </dl>
      {event.group ? (
        <div>
          <Badge variant="secondary" className="max-w-full truncate">
            {event.group.name}
          </Badge>
        </div>
      ) : null}
      <Button asChild variant="outline" className="mt-auto w-full">
        <Link to={paths.event(event.id)}>
          View Details<span className="sr-only"> of {event.title}</span>
        </Link>
      </Button>
    </article>
  );
}

export function MemberGroupCard({ group }: { group: Group }) {
  const titleId = `my-group-${group.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <SportIcon sport={group.sportType} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
            {group.name}
          </h3>
          <div>
            <Badge>{group.membershipRole === 'organizer' ? 'Creator' : 'Member'}</Badge>
          </div>
        </div>
      </div>
      {group.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{group.description}</p> : null}
      <dl className="grid gap-1.5 text-sm">
        <Meta icon={<Trophy aria-hidden="true" />} label="Sport">
          {sportLabel(group.sportType)}
        </Meta>
        <Meta icon={<MapPin aria-hidden="true" />} label="Location">
          {group.location?.trim() || 'Location TBD'}
        </Meta>
        <Meta icon={<Users aria-hidden="true" />} label="Members">
          {countLabel(group.memberCount, 'member', 'members')}
        </Meta>
      </dl>
      <Button asChild variant="outline" className="mt-auto w-full">
        <Link to={paths.group(group.id)}>
          View Group<span className="sr-only"> {group.name}</span>
        </Link>
      </Button>
    </article>
  );
}
