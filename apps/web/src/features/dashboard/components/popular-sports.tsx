/** Popular Sports (spec §2): the first 6 sports, each linking to Discover filtered by it, with its count. */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePopularSports } from '../api/get-popular-sports';
import { t } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/states';

export function PopularSports() {
  const query = usePopularSports();
  if (query.isError) {
    return <ErrorState headingLevel={3} title={t('Could not load the sports')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <ul role="status" aria-label={t('Loading sports')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} aria-hidden="true" className="h-32 animate-pulse rounded-lg border bg-card" />
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {query.data.map((s) => (
        <li key={s.sport}>
          <Link
            to={paths.eventsBySport(s.sport)}
            className="group flex h-full min-h-32 flex-col items-center justify-center gap-2 rounded-lg border bg-card p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
          >
            <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-3xl transition group-hover:scale-105">
              {s.emoji}
            </span>
            <span className="font-semibold">{t(s.label)}</span>
            <span className={s.eventCount ? 'text-sm font-medium text-primary-hover' : 'text-sm text-muted-foreground'}>
              {s.eventCount ? t('{count, plural, one {# event} other {# events}}', { count: s.eventCount }) : t('No events yet')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
