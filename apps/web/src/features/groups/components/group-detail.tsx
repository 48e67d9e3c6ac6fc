/** /groups/{id} (spec §2 group detail): the group, its events, the discussion for members, actions by role. */
import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarDays, Clock, Crown, Handshake, Lock, MapPin, MessagesSquare, Pencil, Settings2, UserRound, Users } from 'lucide-react';
import { BackLink } from '@/components/layout/back-link';
import { PageContainer } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { ReportButton } from '@/components/report/report-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SportImage } from '@/components/ui/sport-image';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useRole } from '@/lib/role';
import { MESSAGES } from '@kickoff/shared';
import { useGroup } from '../api/get-group';
import type { GroupDetail } from '../api/types';
import { DeleteGroupDialog } from './delete-group-dialog';
import { creatorName, formatDate, memberCountLabel } from './format';
import { GroupDiscussion } from './group-discussion';
import { GroupEventsList } from './group-events-list';
import { GroupLoadError } from './group-load-error';
import { JoinGroupButton, MembershipActions } from './membership-actions';
import { MembersPreview } from './members-preview';
import { NoShowRuleNote } from './no-show-rule-note';
import { SportBadge } from './sport-badge';
import { t } from '@/lib/i18n';

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Meta({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="relative min-w-0 pl-6">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="absolute left-0 top-0.5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="wrap-anywhere text-sm font-medium">{children}</dd>
    </div>
  );
}

function StatusBadges({ group }: { group: GroupDetail }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <SportBadge sportType={group.sportType} />
      {group.isPrivate ? (
        <Badge variant="outline">
          <Lock className="size-3" aria-hidden="true" /> {t('Private')}
        </Badge>
      ) : null}
      {group.isCreator ? (
        <Badge variant="accent">
          <Crown className="size-3" aria-hidden="true" /> {t('Creator')}
        </Badge>
      ) : null}
      {!group.isCreator && group.membershipStatus === 'active' ? <Badge>{t('Member')}</Badge> : null}
      {group.membershipRole === 'admin' ? <Badge variant="accent">{t('Admin')}</Badge> : null}
      {group.membershipStatus === 'waiting' ? (
        <Badge variant="accent">
          <Clock className="size-3" aria-hidden="true" /> {t('Waiting for approval')}
        </Badge>
      ) : null}
    </div>
  );
}

// The edit form (react-hook-form, the place search, the no-show rule) loads when first opened, as on the group card.
const EditGroupDialog = React.lazy(() => import('./edit-group-dialog').then((m) => ({ default: m.EditGroupDialog })));

function CreatorActions({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const [editOpen, setEditOpen] = React.useState(false);
  const [editUsed, setEditUsed] = React.useState(false);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild className="flex-1 sm:flex-none">
        <Link to={paths.groupManage(group.id)}>
          <Settings2 aria-hidden="true" /> {t('Manage Members')}
        </Link>
      </Button>
      <Button
        variant="outline"
        className="flex-1 sm:flex-none"
        onClick={() => {
          setEditUsed(true);
          setEditOpen(true);
        }}
      >
        <Pencil aria-hidden="true" /> {t('Edit Group')}
      </Button>
      <DeleteIconButton label={t('Delete {name}', { name: group.name })} onClick={() => setDeleteOpen(true)} />
      {editUsed ? (
        <React.Suspense fallback={null}>
          <EditGroupDialog group={group} open={editOpen} onOpenChange={setEditOpen} />
        </React.Suspense>
      ) : null}
      <DeleteGroupDialog
        group={group}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate(paths.organizerGroups, { replace: true })}
      />
    </div>
  );
}

function JoinBenefits({ group }: { group: GroupDetail }) {
  const points = [
    [MessagesSquare, t('Group discussion'), t('Chat with players, plan games and share tips.')],
    [CalendarDays, t('Events first'), t("See the group's games and sign up before they fill.")],
    [Handshake, t('Your crew'), t('Meet people near you who play at your level.')],
  ] as const;
  return (
    <section aria-labelledby="join-benefits-title" className="rounded-lg border bg-brand-soft/50 p-5">
      <h2 id="join-benefits-title" className="text-lg font-semibold">
        {t('About this group')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {group.membershipStatus === 'waiting'
          ? t('Your request is with the organizer. Once approved, you get:')
          : group.isPrivate
            ? t('This is a private group. Ask to join and the organizer will review your request. Members get:')
            : t('Anyone can join this group. Members get:')}
      </p>
      <ul className="mt-4 grid gap-3">
        {points.map(([Icon, title, text]) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
            <span className="text-sm">
              <span className="block font-semibold">{title}</span>
              <span className="text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      {!group.isBlocked && !group.membershipStatus ? <JoinGroupButton group={group} className="mt-5 w-full" /> : null}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-label={t('Loading group')} className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Card className="overflow-hidden">
            <Skeleton className="aspect-video w-full rounded-none sm:aspect-[21/9]" />
            <div className="grid gap-4 p-6">
              <Skeleton className="h-5 w-40 rounded-full" />
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <div className="grid grid-cols-2 gap-4">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
              <Skeleton className="h-11 w-40" />
            </div>
          </Card>
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </PageContainer>
  );
}

export function GroupDetailScreen({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  const { role } = useRole();
  const { user } = useAuth();

  if (group.isPending) return <DetailSkeleton />;
  if (group.isError) {
    return (
      <GroupLoadError
        error={group.error}
        onRetry={() => void group.refetch()}
        notFoundTitle={MESSAGES.group.notFound}
        backTo={role === 'organizer' ? paths.organizerGroups : paths.groups}
      />
    );
  }

  const g = group.data;
  const backTo = role === 'organizer' || g.isCreator ? paths.organizerGroups : paths.groups;
  const isActiveMember = g.membershipStatus === 'active' || g.isCreator;

  return (
    <PageContainer>
      <BackLink to={backTo} className="-ml-2 mb-4">
        {t('Back to Groups')}
      </BackLink>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Card className="overflow-hidden">
            <SportImage imageUrl={g.imageUrl} sportType={g.sportType} eager className="sm:aspect-[21/9]" emojiClassName="text-7xl" />
            <div className="grid gap-4 p-5 sm:p-6">
              <StatusBadges group={g} />
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{g.name}</h1>
              {g.description ? <p className="whitespace-pre-line text-muted-foreground">{g.description}</p> : null}
              <dl className="grid grid-cols-1 gap-4 border-y py-4 min-[400px]:grid-cols-2">
                <Meta icon={<Users className="size-4" />} label={t('Members')}>
                  {memberCountLabel(g.memberCount)}
                </Meta>
                <Meta icon={<MapPin className="size-4" />} label={t('Location')}>
                  {g.location?.trim() || t('Location TBD')}
                </Meta>
                <Meta icon={<UserRound className="size-4" />} label={t('Organizer')}>
                  {creatorName(g.creator)}
                </Meta>
                <Meta icon={<CalendarDays className="size-4" />} label={t('Created')}>
                  {formatDate(g.createdAt)}
                </Meta>
              </dl>
              {g.isCreator ? <CreatorActions group={g} /> : <MembershipActions group={g} />}
              {!g.isCreator && user ? <ReportButton target={{ type: 'group', id: g.id }} about={t('group {name}', { name: g.name })} className="-ml-3 justify-self-start text-muted-foreground" /> : null}
            </div>
          </Card>

          <Section title={t('Upcoming Events')} id="group-events-title">
            {g.canSeeContent ? (
              <GroupEventsList groupId={g.id} canCreate={g.isCreator} />
            ) : (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Lock className="size-4" aria-hidden="true" /> {t('The events of this private group are visible to its members.')}
              </p>
            )}
          </Section>

          {isActiveMember ? (
            <Section title={t('Group Discussion')} id="group-discussion-title">
              <GroupDiscussion groupId={g.id} viewer={{ userId: user?.id, isCreator: g.isCreator }} />
            </Section>
          ) : null}
        </div>

        <aside className="grid content-start gap-6" aria-label={t('Group sidebar')}>
          {g.isCreator ? <MembersPreview groupId={g.id} memberCount={g.memberCount} /> : null}
          {!isActiveMember && !g.isBlocked ? <JoinBenefits group={g} /> : null}
          {isActiveMember && !g.isCreator ? (
            <section aria-labelledby="membership-title" className="rounded-lg border bg-card p-5 shadow-sm">
              <h2 id="membership-title" className="text-lg font-semibold">
                {t("You're a member")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {g.eventsThisWeek
                  ? t('{count, plural, one {# event} other {# events}} this week. See you there!', { count: g.eventsThisWeek })
                  : t('No events this week yet. Say hi in the discussion.')}
              </p>
            </section>
          ) : null}
          <NoShowRuleNote group={g} />
        </aside>
      </div>
    </PageContainer>
  );
}
