/**
 * The writes of one place (`scope`, e.g. an event's comments) waiting for a connection (lib/offline/queue.ts): each
 * shows what the person wrote or did, "Waiting for a connection" (or "Sending..."), and Cancel.
 */
import * as React from 'react';
import { CloudOff } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { cancelWrite, queueState, subscribeQueue, type QueuedWrite } from '@/lib/offline/queue';
import { cn } from '@/lib/utils';
import { Button } from './button';

export function useQueuedWrites(scope: string): QueuedWrite[] {
  const { writes } = React.useSyncExternalStore(subscribeQueue, queueState, queueState);
  return React.useMemo(() => writes.filter((w) => w.scope === scope), [writes, scope]);
}

export function QueuedWrites({ scope, className }: { scope: string; className?: string }) {
  const writes = useQueuedWrites(scope);
  if (!writes.length) return null;
  return (
    <ul className={cn('grid gap-2', className)} aria-label={MESSAGES.offline.waiting}>
      {writes.map((write) => (
        <li key={write.key} className="flex items-start gap-3 rounded-lg border border-dashed border-amber-300 bg-accent/50 p-3">
          <CloudOff className="mt-0.5 size-4 shrink-0 text-accent-foreground" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="whitespace-pre-wrap break-words text-sm">{write.text}</p>
            <p className="text-xs font-medium text-accent-foreground">{write.state === 'sending' ? MESSAGES.offline.sending : MESSAGES.offline.waiting}</p>
          </div>
          <Button type="button" variant="ghost" size="sm" disabled={write.state === 'sending'} onClick={() => void cancelWrite(write.key)}>
            {MESSAGES.offline.cancel}
            <span className="sr-only"> {write.text}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
