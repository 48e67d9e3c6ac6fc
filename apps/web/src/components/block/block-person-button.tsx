/**
 * "Block" on another person's comment, reply or post (issue 34): asks first (what a block does, and that they are not
 * told), then blocks. The server withholds their content from then on; the lists on screen refetch.
 */
import * as React from 'react';
import { Ban } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n';

const M = MESSAGES.block;

// The confirmation and the block's call load with the first tap (block-person-dialog.tsx), so the event and group
// pages' first load does not carry them.
const BlockPersonDialog = React.lazy(() => import('./block-person-dialog').then((m) => ({ default: m.BlockPersonDialog })));

export function BlockPersonButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Ban aria-hidden="true" /> {m(M.action)}
        <span className="sr-only"> {name}</span>
      </Button>
      {used ? (
        <React.Suspense fallback={null}>
          <BlockPersonDialog userId={userId} name={name} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  );
}

/** What stands in for a blocked person's comment, reply or post (the server sent no text). */
export function BlockedContentNote() {
  return (
    <p className="flex items-center gap-2 text-sm italic text-muted-foreground">
      <Ban className="size-4" aria-hidden="true" /> {m(M.collapsed)}
    </p>
  );
}
