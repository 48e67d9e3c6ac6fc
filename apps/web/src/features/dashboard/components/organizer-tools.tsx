/**
 * The organizer's tools (spec §2 organizer dashboard, issue 18): the View My Groups and View My Events cards, the
 * join requests waiting in their groups, and the Home link. They come right after the greeting, so on a phone they
 * are on the first screen. The organizer dashboard's footer is the shared footer (privacy, terms, support mail).
 */
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, House, UserPlus, UsersRound } from 'lucide-react';
import type { DashboardStats, GroupJoinRequests } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

export function OrganizerTools({ stats, joinRequests }: { stats: DashboardStats | undefined; joinRequests: GroupJoinRequests[] | undefined }) {
  return (
    <section id="organizer-tools" aria-labelledby="organizer-tools-title" className="grid scroll-mt-20 gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id="organizer-tools-title" className="text-lg font-bold tracking-tight sm:text-xl">
          {t('Your tools')}
        </h2>
        <Link to={paths.home} className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-primary-hover hover:bg-brand-soft">
          <House className="size-4" aria-hidden="true" /> {t('Home')}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        <ToolCard
          to={paths.organizerGroups}
          title={t('View My Groups')}
          text={stats ? t('{count, plural, one {# group} other {# groups}} you run', { count: stats.groupsCreated }) : t('Groups you run')}
          icon={<UsersRound aria-hidden="true" />}
        />
        <ToolCard
          to={paths.organizerEvents}
          title={t('View My Events')}
          text={stats ? t('{count, plural, one {# event} other {# events}} you organize', { count: stats.eventsOrganized }) : t('Events you organize')}
          icon={<CalendarDays aria-hidden="true" />}
        />
        <JoinRequests total={stats?.pendingJoinRequests} groups={joinRequests} />
      </ul>
    </section>
  );
}

const cardClass = 'group flex h-full min-h-16 items-center gap-3 rounded-lg border bg-card p-3 shadow-sm transition hover:border-primary hover:shadow-md sm:p-4';

function ToolCard({ to, title, text, icon }: { to: string; title: string; text: string; icon: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className={cardClass}>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground [&_svg]:size-5">{icon}</span>
        <span className="grid min-w-0 flex-1">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-muted-foreground">{text}</span>
        </span>
        <ArrowRight className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** People asking to join the organizer's private groups: each group leads to its Waiting tab. */
function JoinRequests({ total, groups }: { total: number | undefined; groups: GroupJoinRequests[] | undefined }) {
  const waiting = total ?? 0;
  return (
    <li className={`${waiting ? 'border-amber-300 bg-accent' : 'bg-card'} grid content-start gap-2 rounded-lg border p-3 shadow-sm sm:p-4`}>
      <h3 className="flex items-center gap-2 font-semibold">
        <UserPlus className="size-5 text-amber-700" aria-hidden="true" />
        {t('Join requests')}
        {total === undefined ? null : (
          <span className={`${waiting ? 'bg-amber-700 text-white' : 'bg-secondary text-muted-foreground'} rounded-full px-2 text-sm tabular-nums`}>{waiting}</span>
        )}
      </h3>
      {total === undefined ? (
        <span className="h-5 w-40 animate-pulse rounded bg-secondary" />
      ) : waiting === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No one is waiting for approval.')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {(groups ?? []).map((g) => (
            <li key={g.groupId}>
              <Link
                to={`${paths.groupManage(g.groupId)}?tab=waiting`}
                className="flex min-h-11 items-center justify-between gap-2 rounded-md px-2 font-medium hover:bg-background/70"
              >
                <span className="truncate">{g.groupName}</span>
                <span className="shrink-0 text-accent-foreground">{t('{count, plural, one {# person waiting} other {# people waiting}}', { count: g.waiting })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
