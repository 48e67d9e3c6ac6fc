/**
 * The signed-in layout's side of the offline queue (lib/offline/queue.ts): starts it for the person, reports each
 * queued write's real result once sent (the screens read again; a refusal is a toast with the server's words), and
 * asks before sending writes made over a day ago.
 */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@kickoff/shared';
import { useAuth } from '@/lib/auth';
import { onQueueResult, queueState, subscribeQueue } from '@/lib/offline/queue';
import { answerOldQueue, startQueue } from '@/lib/offline/queue-engine';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

export function OfflineQueue() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { writes, needsConsent } = React.useSyncExternalStore(subscribeQueue, queueState, queueState);

  React.useEffect(() => {
    if (user) void startQueue(user.id);
  }, [user]);

  React.useEffect(
    () =>
      onQueueResult((result) => {
        void queryClient.invalidateQueries();
        const kind = result.write.kind;
        const waitlisted = (result.answer as { participant?: { status?: string } } | undefined)?.participant?.status === 'waitlisted';
        if (result.ok) toast({ title: waitlisted ? MESSAGES.offline.joinedWaitlist : MESSAGES.offline.sent[kind], variant: 'success' });
        else toast({ title: MESSAGES.offline.failed[kind], description: result.message, variant: 'destructive' });
      }),
    [queryClient],
  );

  if (!needsConsent) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="old-queue-title"
      aria-describedby="old-queue-description"
      className="fixed inset-x-0 bottom-[calc(var(--tab-bar-space,0px)+0.75rem)] z-50 mx-auto grid w-[calc(100%-1.5rem)] max-w-md gap-2 rounded-lg border bg-card p-4 text-sm shadow-lg"
    >
      <p id="old-queue-title" className="font-semibold">
        {MESSAGES.offline.oldQueueTitle}
      </p>
      <p id="old-queue-description" className="text-muted-foreground">
        {MESSAGES.offline.oldQueueDescription(writes.length)}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => void answerOldQueue(false)}>
          {MESSAGES.offline.oldQueueDrop}
        </Button>
        <Button size="sm" onClick={() => void answerOldQueue(true)}>
          {MESSAGES.offline.oldQueueSend}
        </Button>
      </div>
    </div>
  );
}
