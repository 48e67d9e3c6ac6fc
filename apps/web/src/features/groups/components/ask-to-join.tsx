/**
 * A private group's join request: a request to its creator, with an optional message (issue 26, up to 300 characters).
 * One dialog for the group's page ("Join Group") and the group cards of the lists ("Ask to Join"), so a request says
 * the same wherever it is sent from.
 */
import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { JOIN_MESSAGE_MAX } from '@kickoff/shared';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useJoinGroup } from '../api/join-group';
import type { Membership } from '../api/types';
import { t } from '@/lib/i18n';

export interface AskToJoinDialogProps {
  group: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Which of spec §8's toasts a join says (a request is toasted as such on both). */
  from: 'card' | 'detail';
  /** The request went through: the membership the server answered (waiting). */
  onRequested?(membership: Membership): void;
  /** The dialog's trigger, when it has one (the group's page); the cards open it themselves. */
  children?: React.ReactNode;
}

export function AskToJoinDialog({ group, open, onOpenChange, from, onRequested, children }: AskToJoinDialogProps) {
  const joinGroup = useJoinGroup({ from, onJoined: onRequested });
  const [message, setMessage] = React.useState('');
  const id = `join-message-${React.useId().replace(/:/g, '')}`;
  const serverError = joinGroup.error instanceof ApiError ? joinGroup.error.fields?.message : undefined;
  const length = message.trim().length;
  const tooLong = length > JOIN_MESSAGE_MAX;
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    joinGroup.mutate(
      { id: group.id, message },
      { onSuccess: () => onOpenChange(false) },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) joinGroup.reset();
      }}
    >
      {children}
      <DialogContent className="max-w-md">
        <form onSubmit={send} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('Ask to join {name}', { name: group.name })}</DialogTitle>
            <DialogDescription>{t('This group is private: its organizer approves new members.')}</DialogDescription>
          </DialogHeader>
          <FormField
            id={id}
            label={t('Message to the organizer (optional)')}
            hint={`${t('Your level, your position, who sent you.')} ${length}/${JOIN_MESSAGE_MAX}`}
            error={tooLong ? t('At most {max} characters ({count} now)', { max: JOIN_MESSAGE_MAX, count: length }) : serverError}
          >
            <Textarea
              id={id}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={tooLong || serverError ? true : undefined}
              aria-describedby={tooLong || serverError ? `${id}-error` : undefined}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={joinGroup.isPending || tooLong}>
              {joinGroup.isPending ? t('Sending...') : t('Send Request')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The group's page: "Join Group" opens the request dialog. */
export function AskToJoinButton({ group, className }: { group: { id: string; name: string }; className?: string }) {
  const [open, setOpen] = React.useState(false);
  return (
    <AskToJoinDialog group={group} open={open} onOpenChange={setOpen} from="detail">
      <DialogTrigger asChild>
        <Button className={className}>
          <UserPlus aria-hidden="true" />
          {t('Join Group')}
        </Button>
      </DialogTrigger>
    </AskToJoinDialog>
  );
}
