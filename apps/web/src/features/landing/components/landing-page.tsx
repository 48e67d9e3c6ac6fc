/**
 * The signed-out landing (spec §2): hero with the tagline, the claims, Popular Events and Popular Communities
 * (slots filled by the route with the events and groups features), Why Choose Kickoff, and a closing call to
 * action. Find a Game opens /explore (issue 26); every other call to action opens the phone sign-in dialog through
 * `onSignIn`.
 */
import * as React from 'react';
import { ArrowRight, CalendarDays, MapPin, TrendingUp, Users } from './icons';
import { PRODUCT, SPORTS } from '@kickoff/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { Button } from './landing-button';
import { buttonClasses } from '@/components/ui/button-classes';

export type SignInIntent = 'signin' | 'signup';

export interface LandingPageProps {
  /** Opens the phone sign-in dialog. */
  onSignIn: (intent: SignInIntent) => void;
  /** Slot: the first 6 events as cards (each opening the event's public page). */
  popularEvents?: React.ReactNode;
  /** Slot: the first 6 groups as cards (each opening the group's public page). */
  popularCommunities?: React.ReactNode;
}

const CLAIMS = [
  { value: '1000+', label: 'Active players' },
  { value: '500+', label: 'Events created' },
  { value: '50+', label: 'Sports communities' },
] as const;

const REASONS = [
  {
    icon: MapPin,
    title: 'Find Local Games',
    text: 'Pickup soccer after work, a Saturday run, doubles at the park. See what is on near you and grab a spot in seconds.',
  },
  {
    icon: Users,
    title: 'Build Community',
    text: 'Join groups for the sports you love, chat with your crew, and keep the regulars coming back week after week.',
  },
  {
    icon: TrendingUp,
    title: 'Grow Your Skills',
    text: 'Play with people at your level, from first-timers to seasoned players, and level up one game at a time.',
  },
] as const;

export function LandingPage({ onSignIn, popularEvents, popularCommunities }: LandingPageProps) {
  return (
    <>
      <Hero onSignIn={onSignIn} />
      <LandingSection
        id="popular-events"
        title={t('Popular Events')}
        description={t('Games and meetups people are joining right now.')}
        onSignIn={onSignIn}
        cta={t('Find a Game')}
        ctaHref={paths.explore}
      >
        {popularEvents ?? <SportsTeaser onSignIn={onSignIn} />}
      </LandingSection>
      <LandingSection
        id="popular-communities"
        title={t('Popular Communities')}
        description={t('Groups where the regulars play, chat and plan the next game.')}
        onSignIn={onSignIn}
        cta={t('Join a Community')}
        tinted
      >
        {popularCommunities ?? null}
      </LandingSection>
      <WhyChoose />
      <ClosingCta onSignIn={onSignIn} />
    </>
  );
}

function Hero({ onSignIn }: { onSignIn: LandingPageProps['onSignIn'] }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[#052e16] text-white">
      <PitchLines />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-green-100 ring-1 ring-white/20">
            <span aria-hidden="true">⚽🏀🎾</span> {t('Local games and sports communities')}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('Your event.')} <span className="text-green-300">{t('Your crew.')}</span> {t('Your city.')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-green-50/90">
            {t('{name} helps you find pickup games near you, bring your friends, and run the community you always wanted to play in.', { name: PRODUCT.name })}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="bg-white text-[#052e16] hover:bg-green-50" onClick={() => onSignIn('signup')}>
              {t('Get Started Free')}
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
              onClick={() => onSignIn('signin')}
            >
              {t('I already have an account')}
            </Button>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
            {CLAIMS.map((c) => (
              <div key={c.label} className="flex flex-col">
                <dt className="text-sm text-green-100/90">{t(c.label)}</dt>
                <dd className="order-first text-2xl font-extrabold tracking-tight sm:text-3xl">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroCard />
      </div>
    </section>
  );
}

/** A decorative preview of what an event looks like on Kickoff. */
function HeroCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm sm:block">
      <div className="absolute -right-4 -top-6 rotate-6 rounded-2xl bg-amber-300 px-4 py-2 text-sm font-bold text-amber-950 shadow-lg">
        {t('3 spots left!')}
      </div>
      <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-black/5">
        <div className="flex aspect-video items-center justify-center rounded-xl bg-gradient-to-br from-green-100 to-green-200 text-6xl">
          ⚽
        </div>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-green-700">{t('Soccer')} · {t('Any Level')}</p>
        <p className="mt-1 text-lg font-bold">{t('Thursday Night Pickup')}</p>
        <div className="mt-3 grid gap-1.5 text-sm text-slate-600">
          <span className="flex items-center gap-2">
            <CalendarDays className="size-4" /> {t('Thu, 6:30 PM · 2 hours')}
          </span>
          <span className="flex items-center gap-2">
            <MapPin className="size-4" /> {t('Riverside Park, Field 3')}
          </span>
        </div>
        <div className="mt-4">
          <div className="flex justify-between text-xs font-medium text-slate-600">
            <span>{t('17 going')}</span>
            <span>{t('20 spots')}</span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full w-[85%] rounded-full bg-green-600" />
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between">
          <div className="flex -space-x-2">
            {['bg-sky-400', 'bg-rose-400', 'bg-amber-400', 'bg-violet-400'].map((c) => (
              <span key={c} className={`size-8 rounded-full ring-2 ring-white ${c}`} />
            ))}
          </div>
          <span className="rounded-md bg-green-700 px-3 py-2 text-sm font-semibold text-white">{t('Join Event')}</span>
        </div>
      </div>
    </div>
  );
}

function PitchLines() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 opacity-[0.12]">
      <div className="absolute inset-y-0 left-1/2 w-px bg-white" />
      <div className="absolute left-1/2 top-1/2 size-72 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white" />
      <div className="absolute inset-y-[18%] -left-4 w-40 rounded-r-lg border border-white" />
      <div className="absolute inset-y-[18%] -right-4 w-40 rounded-l-lg border border-white" />
      <div className="absolute inset-0 bg-[repeating-linear-gradient(90deg,transparent_0,transparent_80px,rgba(255,255,255,0.25)_80px,rgba(255,255,255,0.25)_160px)] opacity-30" />
    </div>
  );
}

function LandingSection({
  id,
  title,
  description,
  cta,
  ctaHref,
  onSignIn,
  tinted,
  children,
}: {
  id: string;
  title: string;
  description: string;
  cta: string;
  /** The call to action goes there (issue 26: Find a Game opens /explore) instead of opening sign-up. */
  ctaHref?: string;
  onSignIn: LandingPageProps['onSignIn'];
  tinted?: boolean;
  children: React.ReactNode;
}) {
  if (!children) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={tinted ? 'bg-muted' : 'bg-background'}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </div>
          {ctaHref ? (
            <Link to={ctaHref} className={buttonClasses({ variant: 'outline' })}>
              {cta}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <Button variant="outline" onClick={() => onSignIn('signup')}>
              {cta}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Shown in the Popular Events slot until the events feature fills it. */
function SportsTeaser({ onSignIn }: { onSignIn: LandingPageProps['onSignIn'] }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {SPORTS.map((s) => (
        <li key={s.value}>
          <button
            type="button"
            onClick={() => onSignIn('signup')}
            className="flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-lg border bg-card p-2 text-sm font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
          >
            <span aria-hidden="true" className="text-3xl">
              {s.emoji}
            </span>
            {t(s.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}

function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="bg-background">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('Why Choose {name}', { name: PRODUCT.name })}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('Everything you need to get off the couch and into the game.')}</p>
        </div>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingCta({ onSignIn }: { onSignIn: LandingPageProps['onSignIn'] }) {
  return (
    <section aria-labelledby="cta-title" className="bg-background pb-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-green-700 to-green-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('Ready for kickoff?')}
            </h2>
            <p className="mt-2 text-green-50/90">{t('Sign up with your phone number in under a minute. It’s free.')}</p>
          </div>
          <Button size="lg" className="bg-white text-green-900 hover:bg-green-50" onClick={() => onSignIn('signup')}>
            {t('Join Kickoff')}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
