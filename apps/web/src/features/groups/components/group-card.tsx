/**
 * The group card of spec §2, used by the groups lists, the landing and the dashboards.
 * Manage mode: View Details, edit (Edit Group dialog), delete (confirmed). Join mode: Join, then a Member badge.
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link } from 'react-router';
import { Clock, Lock, MapPin, Navigation, Pencil, UserRound, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { Card } from '@/components/ui/card';
import { SportImage } from '@/components/ui/sport-image';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useJoinGroup } from '../api/join-group';
import type { Group, MemberStatus } from '../api/types';
import { SportBadge } from './sport-badge';
import { creatorName, memberCountLabel } from './format';
import { cardHeadingTag, type CardHeadingLevel } from '@/components/ui/card-heading';

// The manage dialogs (forms, zod, Radix dialog) load with the first click on Edit or Delete: lists and the landing
// draw many cards and most never open one.
const EditGroupDialog = React.lazy(() => import('./edit-group-dialog').then((m) => ({ default: m.EditGroupDialog })));
const DeleteGroupDialog = React.lazy(() => import('./delete-group-dialog').then((m) => ({ default: m.DeleteGroupDialog })));
// A private group's request dialog (the group page's, issue 26), loaded with the first click on Ask to Join.
const AskToJoinDialog = React.lazy(() => import('./ask-to-join').then((m) => ({ default: m.AskToJoinDialog })));

export interface GroupCardProps {
  group: Group;
  /** Manage controls (View Details, edit, delete): the organizer's own groups. */
  showManage?: boolean;
  /** The Join button, replaced by a Member badge once joined. */
  showJoin?: boolean;
  /** Landing: a 'Sign up to join' badge; every call to action calls onSignUp instead of linking. */
  signUpToJoin?: boolean;
  onSignUp?(): void;
  /** "2.3 mi away" in a Near me search. */
  distance?: string | null;
  /** Its title's heading level (components/ui/card-heading). */
  headingLevel?: CardHeadingLevel;
  className?: string;
}

function membershipOf(group: Group): MemberStatus | null {
  if (group.membershipStatus) return group.membershipStatus;
  return group.isUserMember ? 'active' : null;
}

export function GroupCard({ group, showManage = false, showJoin = false, signUpToJoin = false, onSignUp, distance, headingLevel, className }: GroupCardProps) {
  const Heading = cardHeadingTag(headingLevel);
  const [editOpen, setEditOpen] = React.useState(false);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  // Once opened, a dialog stays mounted so it can animate out and keep its state like before.
  const [editUsed, setEditUsed] = React.useState(false);
  const [deleteUsed, setDeleteUsed] = React.useState(false);
  if (editOpen && !editUsed) setEditUsed(true);
  if (deleteOpen && !deleteUsed) setDeleteUsed(true);
  const [askOpen, setAskOpen] = React.useState(false);
  const [askUsed, setAskUsed] = React.useState(false);
  if (askOpen && !askUsed) setAskUsed(true);
  const [joined, setJoined] = React.useState<MemberStatus | null>(null);
  const joinGroup = useJoinGroup({ onJoined: (result) => setJoined(result.status) });
  const status = joined ?? membershipOf(group);
  const href = paths.group(group.id);
  const titleId = `group-card-${group.id}`;

  // A public group is joined at once; a private one asks its organizer, with the request dialog's message.
  const join = () =>
    group.isPrivate ? setAskOpen(true) : joinGroup.mutate(group.id);

  return (
    <Card className={cn('flex h-full flex-col overflow-hidden', className)} aria-labelledby={titleId} role="article">
      <div className="relative">
        <SportImage imageUrl={group.imageUrl} sportType={group.sportType} emojiClassName="text-5xl" />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {group.isPrivate ? (
            <Badge variant="outline" className="border-transparent bg-background/90 text-foreground shadow-sm">
              <Lock className="size-3" aria-hidden="true" /> {t('Private')}
            </Badge>
          ) : null}
          {signUpToJoin ? <Badge variant="accent" className="shadow-sm">{t('Sign up to join')}</Badge> : null}
        </div>
        {distance ? (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-background/95 px-2.5 py-0.5 text-xs font-semibold shadow-sm">
            <Navigation className="size-3 text-primary" aria-hidden="true" /> {distance}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <Heading id={titleId} className="line-clamp-2 text-lg font-semibold leading-snug">
            {signUpToJoin ? (
              group.name
            ) : (
              <Link to={href} className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                {group.name}
              </Link>
            )}
          </Heading>
          {showJoin && status === 'active' ? <Badge>{group.membershipRole === 'organizer' ? t('Creator') : t('Member')}</Badge> : null}
          {showJoin && status === 'waiting' ? (
            <Badge variant="accent">
              <Clock className="size-3" aria-hidden="true" /> {t('Requested')}
            </Badge>
          ) : null}
        </div>
        <div>
          <SportBadge sportType={group.sportType} />
        </div>
        {group.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{group.description}</p> : null}
        <dl className="mt-auto grid gap-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('Location')}</span>
            </dt>
            <dd className="truncate">{group.location?.trim() || t('Location TBD')}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Users className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('Members')}</span>
            </dt>
            <dd>{memberCountLabel(group.memberCount)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('Organizer')}</span>
            </dt>
            <dd className="truncate">{creatorName(group.creator)}</dd>
          </div>
        </dl>
        {showManage ? (
          <div className="flex items-center gap-2 border-t pt-4">
            <Button asChild variant="outline" className="flex-1">
              <Link to={href}>
                {t('View Details')}<span className="sr-only"> {t('of {title}', { title: group.name })}</span>
              </Link>
            </Button>
            <Button variant="ghost" size="icon" aria-label={t('Edit {name}', { name: group.name })} onClick={() => setEditOpen(true)}>
              <Pencil aria-hidden="true" />
            </Button>
            <DeleteIconButton label={t('Delete {name}', { name: group.name })} onClick={() => setDeleteOpen(true)} />
          </div>
        ) : null}
        {showJoin && !signUpToJoin ? (
          <div className="border-t pt-4">
            {status === 'active' || status === 'waiting' ? (
              <Button asChild variant="outline" className="w-full">
                <Link to={href}>
                  {t('View Group')}<span className="sr-only"> {group.name}</span>
                </Link>
              </Button>
            ) : (
              <Button className="w-full" onClick={join} disabled={joinGroup.isPending} aria-haspopup={group.isPrivate ? 'dialog' : undefined}>
                {joinGroup.isPending ? t('Joining...') : group.isPrivate ? t('Ask to Join') : t('Join')}
                <span className="sr-only"> {group.name}</span>
              </Button>
            )}
          </div>
        ) : null}
        {signUpToJoin && onSignUp ? (
          <div className="border-t pt-4">
            <Button className="w-full" onClick={onSignUp}>
              {t('Sign up to join')}<span className="sr-only"> {group.name}</span>
            </Button>
          </div>
        ) : null}
      </div>
      {showManage && (editOpen || editUsed) ? (
        <React.Suspense fallback={null}>
          <EditGroupDialog group={group} open={editOpen} onOpenChange={setEditOpen} />
        </React.Suspense>
      ) : null}
      {showJoin && group.isPrivate && (askOpen || askUsed) ? (
        <React.Suspense fallback={null}>
          <AskToJoinDialog group={group} open={askOpen} onOpenChange={setAskOpen} from="card" onRequested={(result) => setJoined(result.status)} />
        </React.Suspense>
      ) : null}
      {showManage && (deleteOpen || deleteUsed) ? (
        <React.Suspense fallback={null}>
          <DeleteGroupDialog group={group} open={deleteOpen} onOpenChange={setDeleteOpen} />
        </React.Suspense>
      ) : null}
    </Card>
  );
}
