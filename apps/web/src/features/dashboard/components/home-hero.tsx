/** The home hero of both dashboards (spec §2): greeting, the role's message and its two buttons. */
import { Link } from 'react-router';
import { CalendarPlus, ClipboardList, Search, Trophy, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { ActiveRole } from '@/lib/role';

export function HomeHero({ role, name }: { role: ActiveRole; name: string }) {
  const organizer = role === 'organizer';
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-green-800 via-green-700 to-emerald-600 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-10"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-10 -top-16 -z-10 size-64 rounded-full border-[28px] border-white/10" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-6 right-6 -z-10 hidden opacity-20 sm:block">
        {organizer ? <ClipboardList className="size-28" /> : <Trophy className="size-28" />}
      </div>
      <p className="text-sm font-semibold uppercase tracking-wider text-green-100">{organizer ? 'Organizer' : 'Member'} home</p>
      <h1 id="home-hero-title" className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        Welcome back, {name}!
      </h1>
      <p className="mt-2 max-w-xl text-lg text-green-50">
        {organizer ? 'Ready to create your next event?' : 'Ready to find your next game?'}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {organizer ? (
          <>
            <Button asChild size="lg" className="bg-white text-green-900 hover:bg-green-50">
              <Link to={paths.createEvent}>
                <CalendarPlus aria-hidden="true" /> Create Event
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/50 bg-transparent text-white hover:bg-white/10">
              <Link to={paths.events}>
                <Search aria-hidden="true" /> Browse Events
              </Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild size="lg" className="bg-white text-green-900 hover:bg-green-50">
              <Link to={paths.events}>
                <Search aria-hidden="true" /> Browse Events
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/50 bg-transparent text-white hover:bg-white/10">
              <Link to={paths.groups}>
                <Users aria-hidden="true" /> Join Groups
              </Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
