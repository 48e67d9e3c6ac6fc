/** The profile's game day record (issue 14): the member's own attendance over 12 months; only they see it here. */
import { t } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export default function ReliabilityCard() {
  const record = useQuery({ queryKey: queryKeys.user.reliability, queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/user/reliability'>>('/api/user/reliability', { signal }) });
  const r = record.data;
  const marked = r ? r.attended + r.noShows : 0;
  return (
    <Card className="mt-6" role="region" aria-labelledby="game-day-record-title">
      <CardHeader>
        <CardTitle id="game-day-record-title" className="flex items-center gap-2">
          <CalendarCheck className="size-5" aria-hidden="true" /> {t('Game day record')}
        </CardTitle>
        <CardDescription>
          {t('Games you came to and missed over the last 12 months, as hosts marked them or you checked in. Only you and the hosts of events you join see it.')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {record.isLoading ? (
          <Skeleton className="h-12 w-48" />
        ) : record.isError || !r ? (
          <p className="text-sm text-muted-foreground">{t('Your record could not be loaded.')}</p>
        ) : marked === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No record yet: it starts with your first marked game.')}</p>
        ) : (
          <dl className="grid grid-cols-3 gap-4">
            <div>
              <dt className="text-sm text-muted-foreground">{t('Reliability')}</dt>
              <dd className="text-2xl font-bold">{Math.round((r.rate ?? 0) * 100)}%</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('Attended')}</dt>
              <dd className="text-2xl font-bold">{r.attended}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('No-shows')}</dt>
              <dd className="text-2xl font-bold">{r.noShows}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
