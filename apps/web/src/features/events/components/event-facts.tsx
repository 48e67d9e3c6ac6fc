/** The facts of an event's page (date and time, place, length, price, level), shared by members' and visitors' pages. */
import { t } from '@/lib/i18n';
import { Clock, DollarSign, MapPin, Trophy } from 'lucide-react';
import { SKILL_LEVELS } from '@kickoff/shared';
import type { EventDetail } from '../api/types';
import { formatDuration, formatEventDay, formatEventTimeRange, formatPrice } from './format';

export const skillLabel = (v: string) => t(SKILL_LEVELS.find((s) => s.value === v)?.label ?? v);

export function Fact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  // dt and dd are the div's own children (a dl's groups): the icon sits in the dt.
  return (
    <div className="relative grid min-h-10 min-w-0 content-center pl-13">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-md bg-brand-soft text-brand-strong [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="wrap-anywhere text-sm font-medium">{children}</dd>
    </div>
  );
}

/** The first five facts, in the order both pages show them. */
export function BasicFacts({ event }: { event: Pick<EventDetail, 'dateTime' | 'duration' | 'timeZone' | 'location' | 'price' | 'skillLevel'> & Partial<Pick<EventDetail, 'currency'>> }) {
  const timeRange = formatEventTimeRange(event.dateTime, event.duration, event.timeZone);
  return (
    <>
      <Fact icon={<Clock />} label={t('Date and time')}>
        {formatEventDay(event.dateTime, event.timeZone)}
        {timeRange ? <span className="block text-muted-foreground">{timeRange}</span> : null}
      </Fact>
      <Fact icon={<MapPin />} label={t('Location')}>
        {event.location}
      </Fact>
      <Fact icon={<Clock />} label={t('Duration')}>
        {formatDuration(event.duration)}
      </Fact>
      <Fact icon={<DollarSign />} label={t('Price')}>
        {formatPrice(event.price, event.currency)}
      </Fact>
      <Fact icon={<Trophy />} label={t('Skill level')}>
        {skillLabel(event.skillLevel)}
      </Fact>
    </>
  );
}
