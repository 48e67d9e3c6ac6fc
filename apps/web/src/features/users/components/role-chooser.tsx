/** The role chooser at / and /home (spec §2, rulings §3): welcome, and the two cards that set the role. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowRight, ClipboardList, Hand, Trophy } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { useRole, type ActiveRole } from '@/lib/role';
import { paths } from '@/config/paths';
import { RETURN_TO_PARAM, safeReturnTo } from '@/lib/return-to';
import { cn } from '@/lib/utils';
import { hasPlaceholderName } from '@kickoff/shared';

const CHOICES = [
  {
    role: 'member' as const,
    title: 'Continue as Member',
    text: 'Find games near you, join events and groups, and chat with your crew.',
    points: ['Browse and join events', 'Join sports communities', 'Comment and post'],
    icon: Trophy,
    to: paths.memberDashboard,
  },
  {
    role: 'organizer' as const,
    title: 'Continue as Organizer',
    text: 'Create groups and events, add co-hosts, and manage members and participants.',
    points: ['Create events and groups', 'Manage participants and waitlists', 'Grow your community'],
    icon: ClipboardList,
    to: paths.organizerDashboard,
  },
];

export function RoleChooser() {
  const { user } = useAuth();
  const { role: current, setRole } = useRole();
  const navigate = useNavigate();
  // A new account that came from a deep link picks its role first, then goes on to the link (issue 18).
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const [pending, setPending] = React.useState<ActiveRole | null>(null);
  // An account made by signing in with a new number starts as "User" (rulings §1): no one is called that, so the
  // welcome does not say it, and asks for the person's name instead.
  const unnamed = user ? hasPlaceholderName(user) : false;
  const name = unnamed ? null : user?.firstName?.trim() || user?.displayName || null;

  async function choose(role: ActiveRole, to: string) {
    setPending(role);
    await setRole(role);
    navigate(returnTo ?? to);
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-16">
      <div className="text-center">
        <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <Hand className="size-7" />
        </span>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{name ? t('Welcome, {name}!', { name }) : t('Welcome!')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('How do you want to use Kickoff today? You can switch any time.')}</p>
        {unnamed ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('Hosts and teammates see your name.')}{' '}
            <Link to={paths.profile} className="font-semibold text-brand-strong underline underline-offset-4 hover:text-primary-hover">
              {t('Add your name')}
            </Link>
          </p>
        ) : null}
      </div>
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {CHOICES.map(({ role, title, text, points, icon: Icon, to }) => (
          <li key={role}>
            <button
              type="button"
              onClick={() => void choose(role, to)}
              // Named by its whole content (no aria-labelledby): the name holds all the text a person sees on it, so
              // speech control ("click Continue as Member") and screen readers agree (issue 33, axe
              // label-content-name-mismatch).
              disabled={pending !== null}
              className={cn(
                'group flex h-full w-full flex-col rounded-lg border-2 bg-card p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md disabled:opacity-70',
                current === role ? 'border-primary/50' : 'border-border',
              )}
            >
              <span className="flex w-full items-start justify-between gap-4">
                <span className="flex size-14 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                {current === role ? (
                  <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">{t('Current')}</span>
                ) : null}
              </span>
              <span className="mt-5 text-xl font-bold">
                {t(title)}
              </span>
              <span className="mt-2 text-muted-foreground">
                {t(text)}
              </span>
              <span className="mt-4 grid gap-1.5 text-sm">
                {points.map((p) => (
                  <span key={p} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
                    {t(p)}
                  </span>
                ))}
              </span>
              <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-strong">
                {pending === role ? t('Opening...') : t('Let’s go')}
                <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
