/** The confirmation of "Block" and the block itself (block-person-button.tsx loads this with the first tap). */
import { MESSAGES } from '@kickoff/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useBlockPerson } from '@/lib/blocks';

const M = MESSAGES.block;

export function BlockPersonDialog({
  userId,
  name,
  open,
  onOpenChange,
}: {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const block = useBlockPerson();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.confirmTitle(name)}
      description={M.confirmBody}
      confirmLabel={M.action}
      pendingLabel="Blocking..."
      pending={block.isPending}
      destructive
      onConfirm={() =>
        block.mutate(userId, {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: M.blocked, description: name });
          },
          onError: (error) => {
            onOpenChange(false);
            errorToast(error, M.failed);
          },
        })
      }
    />
  );
}
