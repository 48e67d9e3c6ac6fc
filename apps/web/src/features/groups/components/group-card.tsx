/**
 * The group card of spec §2, used by the groups lists, the landing and the dashboards.
 * Manage mode: View Details, edit (Edit Group dialog), delete (confirmed). Join mode: Join, then a Member badge.
 */
import * as React from 'react';
import { Link } from 'react-router';
import { Clock, Lock, MapPin, Pencil, Trash2, UserRound, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useJoinGroup } from '../api/join-group';
import type { Group, MemberStatus } from '../types';
import { GroupVisual } from './group-visual';
import { SportBadge } from './sport-badge';
import { creatorName, memberCountLabel } from './format';

// The manage dialogs (forms, zod, Radix dialog) load with the first click on Edit or Delete: lists and the landing
// draw many cards and most never open one.
const EditGroupDialog = React.lazy(() => import('./edit-group-dialog').then((m) => ({ default: m.EditGroupDialog })));
const DeleteGroupDialog = React.lazy(() => import('./delete-group-dialog').then((m) => ({ default: m.DeleteGroupDialog })));

export interface GroupCardProps {
  group: Group;
  /** Manage controls (View Details, edit, delete): the organizer's own groups. */
  showManage?: boolean;
  /** The Join button, replaced by a Member badge once joined. */
  showJoin?: boolean;
  /** Landing: a 'Sign up to join' badge; every call to action calls onSignUp instead of linking. */
  signUpToJoin?: boolean;
  onSignUp?(): void;
  className?: string;
}

function membershipOf(group: Group): MemberStatus | null {
  if (group.membershipStatus) return group.membershipStatus;
  return group.isUserMember ? 'active' : null;
}

export function GroupCard({ group, showManage = false, showJoin = false, signUpToJoin = false, onSignUp, className }: GroupCardProps) {
  const [editOpen, setEditOpen] = React.useState(false);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  // Once opened, a dialog stays mounted so it can animate out and keep its state like before.
  const [editUsed, setEditUsed] = React.useState(false);
  const [deleteUsed, setDeleteUsed] = React.useState(false);
  if (editOpen && !editUsed) setEditUsed(true);
  if (deleteOpen && !deleteUsed) setDeleteUsed(true);
  const joinGroup = useJoinGroup();
  const [joined, setJoined] = React.useState<MemberStatus | null>(null);
  const status = joined ?? membershipOf(group);
  const href = paths.group(group.id);
  const titleId = `group-card-${group.id}`;

  const join = () =>
    joinGroup.mutate(group.id, { onSuccess: (result) => setJoined(result.status) });

  return (
    <Card className={cn('flex h-full flex-col overflow-hidden', className)} aria-labelledby={titleId} role="article">
      <div className="relative">
        <GroupVisual imageUrl={group.imageUrl} sportType={group.sportType} />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {group.isPrivate ? (
            <Badge variant="outline" className="border-transparent bg-background/90 text-foreground shadow-sm">
              <Lock className="size-3" aria-hidden="true" /> Private
            </Badge>
          ) : null}
          {signUpToJoin ? <Badge variant="accent" className="shadow-sm">Sign up to join</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="line-clamp-2 text-lg font-semibold leading-snug">
            {signUpToJoin ? (
              group.name
            ) : (
              <Link to={href} className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                {group.name}
              </Link>
            )}
          </h3>
          {showJoin && status === 'active' ? <Badge>Member</Badge> : null}
          {showJoin && status === 'waiting' ? (
            <Badge variant="accent">
              <Clock className="size-3" aria-hidden="true" /> Requested
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
              <span className="sr-only">Location</span>
            </dt>
            <dd className="truncate">{group.location?.trim() || 'Location TBD'}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Users className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Members</span>
            </dt>
            <dd>{memberCountLabel(group.memberCount)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Organizer</span>
            </dt>
            <dd className="truncate">{creatorName(group.creator)}</dd>
          </div>
        </dl>
        {showManage ? (
          <div className="flex items-center gap-2 border-t pt-4">
            <Button asChild variant="outline" className="flex-1">
              <Link to={href}>
                View Details<span className="sr-only"> of {group.name}</span>
              </Link>
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Edit ${group.name}`} onClick={() => setEditOpen(true)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:bg-destructive/10"
              aria-label={`Delete ${group.name}`}
              onClick={() => setDeleteOpen(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        {showJoin && !signUpToJoin ? (
          <div className="border-t pt-4">
            {status === 'active' || status === 'waiting' ? (
              <Button asChild variant="outline" className="w-full">
                <Link to={href}>
                  View Group<span className="sr-only"> {group.name}</span>
                </Link>
              </Button>
            ) : (
              <Button className="w-full" onClick={join} disabled={joinGroup.isPending}>
                {joinGroup.isPending ? 'Joining...' : group.isPrivate ? 'Ask to Join' : 'Join'}
                <span className="sr-only"> {group.name}</span>
              </Button>
            )}
          </div>
        ) : null}
        {signUpToJoin && onSignUp ? (
          <div className="border-t pt-4">
            <Button className="w-full" onClick={onSignUp}>
              Sign up to join<span className="sr-only"> {group.name}</span>
            </Button>
          </div>
        ) : null}
      </div>
      {showManage && (editOpen || editUsed) ? (
        <React.Suspense fallback={null}>
          <EditGroupDialog group={group} open={editOpen} onOpenChange={setEditOpen} />
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

export function GroupCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-11 w-full" />
      </div>
    </Card>
  );
}

export function GroupGrid({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3', className)}>{children}</div>;
}

export function GroupGridSkeleton({ count = 6, label = 'Loading groups' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label}>
      <GroupGrid>
        {Array.from({ length: count }, (_, i) => (
          <GroupCardSkeleton key={i} />
        ))}
      </GroupGrid>
    </div>
  );
}
