/** Member actions with their confirmations (spec §4 group member status; rulings §5). */
import * as React from 'react';
import { Ban, Check, Clock, ShieldCheck, UserMinus, UserCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useBlockMember } from '../api/block-member';
import { useMoveToWaiting } from '../api/move-to-waiting';
import { useRemoveMember } from '../api/remove-member';
import { useUnblockMember } from '../api/unblock-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { useUpdateMemberStatus } from '../api/update-member-status';
import type { MemberStatus } from '../api/types';

interface Target {
  groupId: string;
  userId: string;
  name: string;
  groupName: string;
}

export function RemoveMemberButton({ groupId, userId, name, groupName, label = 'Remove' }: Target & { label?: string }) {
  const [open, setOpen] = React.useState(false);
  const remove = useRemoveMember(groupId);
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)} aria-label={`${label} ${name}`}>
        <UserMinus aria-hidden="true" /> {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${name}?`}
        description={`${name} will no longer be a member of ${groupName}. They can ask to join again later.`}
        confirmLabel="Remove Member"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() => remove.mutate(userId, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/** "Block" and its confirmation; the two screens block through different calls (with a reason, or a status). */
function BlockButton({
  name,
  description,
  pending,
  onConfirm,
  onOpenChange,
  open,
  children,
}: {
  name: string;
  description: string;
  pending: boolean;
  onConfirm(): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  children?: React.ReactNode;
}) {
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => onOpenChange(true)} aria-label={`Block ${name}`}>
        <Ban aria-hidden="true" /> Block
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`Block ${name}?`}
        description={description}
        confirmLabel="Block Member"
        pendingLabel="Blocking..."
        pending={pending}
        onConfirm={onConfirm}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}

/** Members screen: the block call with an optional reason; removes the member and bars rejoining. */
export function BlockWithReasonButton({ groupId, userId, name, groupName }: Target) {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState('');
  const block = useBlockMember(groupId);
  const id = `block-reason-${userId}`;
  return (
    <BlockButton
      name={name}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReason('');
      }}
      description={`${name} will be removed from ${groupName} and can't rejoin, post or see its private content until you unblock them.`}
      pending={block.isPending}
      onConfirm={() => block.mutate({ blockedUserId: userId, reason }, { onSuccess: () => setOpen(false) })}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>Reason (optional)</Label>
        <Textarea id={id} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Only you see this." />
      </div>
    </BlockButton>
  );
}

export function UnblockRecordButton({ groupId, userId, name }: Omit<Target, 'groupName'>) {
  const unblock = useUnblockMember(groupId);
  return (
    <Button variant="outline" onClick={() => unblock.mutate(userId)} disabled={unblock.isPending} aria-label={`Unblock ${name}`}>
      <UserCheck aria-hidden="true" /> {unblock.isPending ? 'Unblocking...' : 'Unblock'}
    </Button>
  );
}

/** Manage screen: status changes through PATCH .../status. Blocking asks first. */
export function StatusButton({
  groupId,
  userId,
  name,
  groupName,
  to,
}: Target & { to: MemberStatus }) {
  const [open, setOpen] = React.useState(false);
  const update = useUpdateMemberStatus(groupId);
  const run = () => update.mutate({ userId, status: to }, { onSuccess: () => setOpen(false) });
  if (to === 'blocked')
    return (
      <BlockButton
        name={name}
        open={open}
        onOpenChange={setOpen}
        description={`${name} loses access to ${groupName}: no discussion, no events, no rejoining until you unblock them.`}
        pending={update.isPending}
        onConfirm={run}
      />
    );
  const label = to === 'active' ? 'Approve' : 'Activate';
  return (
    <Button onClick={run} disabled={update.isPending} aria-label={`${label} ${name}`}>
      <Check aria-hidden="true" /> {update.isPending ? 'Updating...' : label}
    </Button>
  );
}

export function UnblockStatusButton({ groupId, userId, name }: Omit<Target, 'groupName'>) {
  const update = useUpdateMemberStatus(groupId);
  return (
    <Button
      variant="outline"
      onClick={() => update.mutate({ userId, status: 'active' })}
      disabled={update.isPending}
      aria-label={`Unblock ${name}`}
    >
      <UserCheck aria-hidden="true" /> {update.isPending ? 'Updating...' : 'Unblock'}
    </Button>
  );
}

export function MoveToWaitingButton({ groupId, userId, name }: Omit<Target, 'groupName'>) {
  const move = useMoveToWaiting(groupId);
  return (
    <Button variant="outline" onClick={() => move.mutate(userId)} disabled={move.isPending} aria-label={`Move to Waiting: ${name}`}>
      <Clock aria-hidden="true" /> {move.isPending ? 'Moving...' : 'Move to Waiting'}
    </Button>
  );
}

/** The creator makes a member an admin, or takes it back. */
export function AdminToggleButton({ groupId, userId, name, isAdmin }: Omit<Target, 'groupName'> & { isAdmin: boolean }) {
  const update = useUpdateMemberRole(groupId);
  const label = isAdmin ? 'Remove Admin' : 'Make Admin';
  return (
    <Button
      variant="outline"
      onClick={() => update.mutate({ userId, role: isAdmin ? 'member' : 'admin' })}
      disabled={update.isPending}
      aria-label={`${label}: ${name}`}
    >
      <ShieldCheck aria-hidden="true" /> {update.isPending ? 'Updating...' : label}
    </Button>
  );
}
