/** Join Group / Leave Group / waiting state on the detail screen (spec §2, §4 joining and leaving). */
import * as React from 'react';
import { Ban, Clock, LogOut, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useJoinGroup } from '../api/join-group';
import { useLeaveGroup } from '../api/leave-group';
import { AskToJoinButton } from './ask-to-join';
import type { GroupDetail } from '../api/types';
import { t } from '@/lib/i18n';

export function JoinGroupButton({ group, className }: { group: GroupDetail; className?: string }) {
  const joinGroup = useJoinGroup({ from: 'detail' });
  if (group.isPrivate) return <AskToJoinButton group={group} className={className} />;
  return (
    <Button className={className} onClick={() => joinGroup.mutate(group.id)} disabled={joinGroup.isPending}>
      <UserPlus aria-hidden="true" />
      {joinGroup.isPending ? t('Joining...') : t('Join Group')}
    </Button>
  );
}

function LeaveButton({ group, waiting }: { group: GroupDetail; waiting: boolean }) {
  const [open, setOpen] = React.useState(false);
  const leaveGroup = useLeaveGroup();
  const label = waiting ? t('Cancel Request') : t('Leave Group');
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" /> {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={waiting ? t('Cancel your request to join?') : t('Leave {name}?', { name: group.name })}
        description={
          waiting
            ? t('The organizer will no longer see your request.')
            : group.isPrivate
              ? t("You'll lose access to the discussion and events. This group is private, so rejoining needs the organizer's approval.")
              : t("You'll no longer see the group discussion. You can join again at any time.")
        }
        confirmLabel={label}
        cancelLabel={t('Stay')}
        pendingLabel={t('Leaving...')}
        pending={leaveGroup.isPending}
        onConfirm={() => leaveGroup.mutate(group.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

export function MembershipActions({ group }: { group: GroupDetail }) {
  if (group.isCreator) return null;
  if (group.isBlocked)
    return (
      <p role="note" className="flex items-center gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-red-800 dark:text-red-200">
        <Ban className="size-4 shrink-0" aria-hidden="true" /> {t('You are blocked from this group')}
      </p>
    );
  if (group.membershipStatus === 'active') return <LeaveButton group={group} waiting={false} />;
  if (group.membershipStatus === 'waiting')
    return (
      <div className="grid w-full gap-3 sm:flex sm:items-center">
        <p role="status" className="flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" /> {t("Request sent: waiting for the organizer's approval")}
        </p>
        <LeaveButton group={group} waiting />
      </div>
    );
  return (
    <div className="grid gap-2">
      <JoinGroupButton group={group} className="w-full sm:w-auto" />
      {group.isPrivate ? <p className="text-sm text-muted-foreground">{t('Private group: the organizer approves new members.')}</p> : null}
    </div>
  );
}
