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
import { t } from '@/lib/i18n';

interface Target {
  groupId: string;
  userId: string;
  name: string;
  groupName: string;
}

export function RemoveMemberButton({ groupId, userId, name, groupName, label }: Target & { label?: string }) {
  label ??= t('Remove');
  const [open, setOpen] = React.useState(false);
  const remove = useRemoveMember(groupId);
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)} aria-label={t('{action} {name}', { action: label, name })}>
        <UserMinus aria-hidden="true" /> {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('Remove {name}?', { name })}
        description={t('{name} will no longer be a member of {group}. They can ask to join again later.', { name, group: groupName })}
        confirmLabel={t('Remove Member')}
        pendingLabel={t('Removing...')}
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
      <Button variant="outline" className="text-destructive" onClick={() => onOpenChange(true)} aria-label={t('Block {name}', { name })}>
        <Ban aria-hidden="true" /> {t('Block')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('Block {name}?', { name })}
        description={description}
        confirmLabel={t('Block Member')}
        pendingLabel={t('Blocking...')}
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
      description={t("{name} will be removed from {group} and can't rejoin, post or see its private content until you unblock them.", { name, group: groupName })}
      pending={block.isPending}
      onConfirm={() => block.mutate({ blockedUserId: userId, reason }, { onSuccess: () => setOpen(false) })}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('Reason (optional)')}</Label>
        <Textarea id={id} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('Only you see this.')} />
      </div>
    </BlockButton>
  );
}

export function UnblockRecordButton({ groupId, userId, name }: Omit<Target, 'groupName'>) {
  const unblock = useUnblockMember(groupId);
  return (
    <Button variant="outline" onClick={() => unblock.mutate(userId)} disabled={unblock.isPending} aria-label={t('Unblock {name}', { name })}>
      <UserCheck aria-hidden="true" /> {unblock.isPending ? t('Unblocking...') : t('Unblock')}
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
        description={t('{name} loses access to {group}: no discussion, no events, no rejoining until you unblock them.', { name, group: groupName })}
        pending={update.isPending}
        onConfirm={run}
      />
    );
  const label = to === 'active' ? t('Approve') : t('Activate');
  return (
    <Button onClick={run} disabled={update.isPending} aria-label={t('{action} {name}', { action: label, name })}>
      <Check aria-hidden="true" /> {update.isPending ? t('Updating...') : label}
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
      aria-label={t('Unblock {name}', { name })}
    >
      <UserCheck aria-hidden="true" /> {update.isPending ? t('Updating...') : t('Unblock')}
    </Button>
  );
}

export function MoveToWaitingButton({ groupId, userId, name }: Omit<Target, 'groupName'>) {
  const move = useMoveToWaiting(groupId);
  return (
    <Button variant="outline" onClick={() => move.mutate(userId)} disabled={move.isPending} aria-label={t('Move to Waiting: {name}', { name })}>
      <Clock aria-hidden="true" /> {move.isPending ? t('Moving...') : t('Move to Waiting')}
    </Button>
  );
}

/** The creator makes a member an admin, or takes it back. */
export function AdminToggleButton({ groupId, userId, name, isAdmin }: Omit<Target, 'groupName'> & { isAdmin: boolean }) {
  const update = useUpdateMemberRole(groupId);
  const label = isAdmin ? t('Remove Admin') : t('Make Admin');
  return (
    <Button
      variant="outline"
      onClick={() => update.mutate({ userId, role: isAdmin ? 'member' : 'admin' })}
      disabled={update.isPending}
      aria-label={t('{action}: {name}', { action: label, name })}
    >
      <ShieldCheck aria-hidden="true" /> {update.isPending ? t('Updating...') : label}
    </Button>
  );
}
