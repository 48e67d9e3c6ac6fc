/**
 * /moderation (issue 34): the console of platform moderators. The queue of reported targets (newest or most reported
 * first, paged), the audit log and the open deletion requests. Anyone else is sent home, as with any unknown path;
 * the console's routes answer them 404 anyway.
 */
import * as React from 'react';
import { Navigate } from 'react-router';
import { ClipboardList, Flag, UserX } from 'lucide-react';
import { MODERATION } from '@kickoff/shared';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useIsModerator } from '@/lib/moderator';
import { useAudit } from '../api/get-audit';
import { useCases, type CaseSort } from '../api/get-cases';
import { useDeletionRequests } from '../api/get-deletion-requests';
import { CaseCard } from './case-card';
import { formatWhen } from './format';
import { t } from '@/lib/i18n';

const L = MODERATION.labels;

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function Queue() {
  const [sort, setSort] = React.useState<CaseSort>('newest');
  const cases = useCases(sort);
  const items = cases.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={t('Sort reports')} className="flex gap-2">
        {(['newest', 'most_reported'] as const).map((s) => (
          <Button key={s} type="button" size="sm" variant={sort === s ? 'default' : 'outline'} aria-pressed={sort === s} onClick={() => setSort(s)}>
            {s === 'newest' ? t(L.newest) : t(L.mostReported)}
          </Button>
        ))}
      </div>
      {cases.isPending ? (
        <ListSkeleton label={t('Loading reports')} />
      ) : cases.isError ? (
        <ErrorState title={t('Could not load the reports')} error={cases.error} onRetry={() => void cases.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Flag />} title={t(L.queueEmpty)} description={t('Reports people send show up here, grouped by what they report.')} />
      ) : (
        <>
          <ul className="grid gap-4" aria-label={t(L.queue)}>
            {items.map((found) => (
              <CaseCard key={found.id} found={found} />
            ))}
          </ul>
          <LoadMoreButton query={cases} label={t('Show more reports')} className="w-full" />
        </>
      )}
    </div>
  );
}

function AuditLog() {
  const audit = useAudit();
  const items = audit.data?.pages.flatMap((p) => p.items) ?? [];
  if (audit.isPending) return <ListSkeleton label={t('Loading the audit log')} />;
  if (audit.isError) return <ErrorState title={t('Could not load the audit log')} error={audit.error} onRetry={() => void audit.refetch()} />;
  if (items.length === 0) return <EmptyState icon={<ClipboardList />} title={t(L.auditEmpty)} description={t('Every moderator action is recorded here: who, when, what and why.')} />;
  return (
    <>
      <ul className="divide-y rounded-lg border bg-card" aria-label={t(L.auditLog)}>
        {items.map((a) => {
          const until = typeof a.details.until === 'string' ? a.details.until : null;
          return (
            <li key={a.id} className="grid gap-1 p-4 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{t(MODERATION.actionLabels[a.action])}</span>
                {a.subject ? <span>{a.subject.name}</span> : null}
                {a.targetType && a.targetType in MODERATION.targetLabels ? (
                  <span className="text-muted-foreground">({t(MODERATION.targetLabels[a.targetType as keyof typeof MODERATION.targetLabels]).toLowerCase()})</span>
                ) : null}
                {a.action === 'suspend' ? <span className="text-muted-foreground">{until ? t('until {date}', { date: formatWhen(until) }) : t('for good')}</span> : null}
              </p>
              {a.reason ? <p className="break-words [overflow-wrap:anywhere]">{a.reason}</p> : null}
              <p className="text-xs text-muted-foreground">
                {a.moderatorName} · <time dateTime={a.createdAt}>{formatWhen(a.createdAt)}</time>
              </p>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton query={audit} label={t('Show more')} className="mt-4 w-full" />
    </>
  );
}

function DeletionRequests() {
  const requests = useDeletionRequests();
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  if (requests.isPending) return <ListSkeleton label={t('Loading deletion requests')} />;
  if (requests.isError) return <ErrorState title={t('Could not load the deletion requests')} error={requests.error} onRetry={() => void requests.refetch()} />;
  if (items.length === 0) return <EmptyState icon={<UserX />} title={t(L.deletionEmpty)} description={t('When someone asks to delete their account, support runs the command shown here.')} />;
  return (
    <>
      <ul className="divide-y rounded-lg border bg-card" aria-label={t(L.deletionRequests)}>
        {items.map((r) => (
          <li key={r.id} className="grid gap-2 p-4 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">{r.user.name || t('Unnamed')}</span>
              {r.user.email ? <span className="text-muted-foreground">{r.user.email}</span> : null}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('Asked')} <time dateTime={r.requestedAt}>{formatWhen(r.requestedAt)}</time>
            </p>
            <CopyField id={`deletion-${r.id}`} label={t('Command to delete {name}', { name: r.user.name || t('this account') })} value={r.command} copiedToast={t('Command copied')} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={requests} label={t('Show more')} className="mt-4 w-full" />
    </>
  );
}

export function ModerationScreen() {
  const isModerator = useIsModerator();
  if (isModerator === false) return <Navigate to={paths.home} replace />;
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t(L.consoleTitle)} description={t('Reports of what people see, the actions taken on them, and requests to delete accounts.')} />
      {isModerator === undefined ? (
        <ListSkeleton label={t('Loading the console')} />
      ) : (
        <Tabs defaultValue="reports">
          <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
            <TabsTrigger value="reports">{t(L.queue)}</TabsTrigger>
            <TabsTrigger value="deletion">{t(L.deletionRequests)}</TabsTrigger>
            <TabsTrigger value="audit">{t(L.auditLog)}</TabsTrigger>
          </TabsList>
          <TabsContent value="reports">
            <Queue />
          </TabsContent>
          <TabsContent value="deletion">
            <DeletionRequests />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLog />
          </TabsContent>
        </Tabs>
      )}
    </PageContainer>
  );
}
