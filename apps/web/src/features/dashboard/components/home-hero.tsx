/**
 * The head of both dashboards (spec §2, issue 18): the role's welcome heading and subtitle (the organizer or member
 * dashboard's), the home hero's message and its two buttons, in one block: one greeting, not two. Compact on a
 * phone, so the organizer's tools below it stay on the first screen.
 */
import { Link } from 'react-router';
import { CalendarPlus, ClipboardList, Search, Trophy, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { ActiveRole } from '@/lib/role';
import { t } from '@/lib/i18n';

export function HomeHero({ role, name }: { role: ActiveRole; name: string }) {
  const organizer = role === 'organizer';
  // Two half-width buttons at 390 px: a longer word (another language) wraps inside the button instead of spilling out.
  const fit = 'h-auto min-h-12 whitespace-normal text-center leading-tight';
  const primary = `bg-white px-3 text-green-900 hover:bg-green-50 sm:px-6 ${fit}`;
  const secondary = `border-white/50 bg-transparent px-3 text-white hover:bg-white/10 sm:px-6 ${fit}`;
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-green-800 via-green-700 to-emerald-600 px-5 py-6 text-white shadow-sm sm:px-10 sm:py-10"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-10 -top-16 -z-10 size-64 rounded-full border-[28px] border-white/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-6 right-6 -z-10 hidden opacity-20 sm:block">
        {organizer ? <ClipboardList className="size-28" /> : <Trophy className="size-28" />}
      </div>
      <p className="text-xs font-semibold uppercase tracking-wider text-green-100 sm:text-sm">{organizer ? t('Organizer home') : t('Member home')}</p>
      <h1 id="home-hero-title" className="mt-1 text-2xl font-extrabold tracking-tight text-balance sm:mt-2 sm:text-4xl">
        {organizer ? t('Welcome to organizer dashboard {name}', { name }) : t('Welcome member dashboard {name}', { name })}
      </h1>
      <p className="mt-1 max-w-xl text-green-50 sm:mt-2 sm:text-lg">
        {organizer ? t('Create your groups & events - Build your community!') : t('Pick your events & groups, find your tribe!')}
      </p>
      <p className="mt-1 max-w-xl font-semibold sm:text-lg">{organizer ? t('Ready to create your next event?') : t('Ready to find your next game?')}</p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:mt-6 sm:flex">
        {organizer ? (
          <>
            <Button asChild size="lg" className={primary}>
              <Link to={paths.createEvent}>
                <CalendarPlus aria-hidden="true" /> {t('Create Event')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className={secondary}>
              <Link to={paths.discoverEvents}>
                <Search aria-hidden="true" /> {t('Browse Events')}
              </Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild size="lg" className={primary}>
              <Link to={paths.discoverEvents}>
                <Search aria-hidden="true" /> {t('Browse Events')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className={secondary}>
              <Link to={paths.discoverGroups}>
                <Users aria-hidden="true" /> {t('Join Groups')}
              </Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
