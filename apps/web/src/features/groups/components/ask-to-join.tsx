/** A private group's "Join Group": a request to its creator, with an optional message (issue 26, up to 300 characters). */
import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { JOIN_MESSAGE_MAX } from '@kickoff/shared';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useJoinGroup } from '../api/join-group';
import type { GroupDetail } from '../api/types';

export function AskToJoinButton({ group, className }: { group: GroupDetail; className?: string }) {
  const joinGroup = useJoinGroup({ from: 'detail' });
  const [open, setOpen] = React.useState(false);
  const [message, setMessage] = React.useState('');
  const serverError = joinGroup.error instanceof ApiError ? joinGroup.error.fields?.message : undefined;
  const tooLong = message.trim().length > JOIN_MESSAGE_MAX;
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    joinGroup.mutate({ id: group.id, message }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) joinGroup.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button className={className} disabled={joinGroup.isPending}>
          <UserPlus aria-hidden="true" />
          Join Group
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <form onSubmit={send} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Ask to join {group.name}</DialogTitle>
            <DialogDescription>This group is private: its organizer approves new members.</DialogDescription>
          </DialogHeader>
          <FormField
            id="join-message"
            label="Message to the organizer (optional)"
            hint={`Your level, your position, who sent you. ${message.trim().length}/${JOIN_MESSAGE_MAX}`}
            error={tooLong ? `At most ${JOIN_MESSAGE_MAX} characters (${message.trim().length} now)` : serverError}
          >
            <Textarea
              id="join-message"
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={tooLong || serverError ? true : undefined}
              aria-describedby={tooLong || serverError ? 'join-message-error' : undefined}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={joinGroup.isPending || tooLong}>
              {joinGroup.isPending ? 'Sending...' : 'Send Request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
