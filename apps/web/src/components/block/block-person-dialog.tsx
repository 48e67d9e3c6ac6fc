/** The confirmation of "Block" and the block itself (block-person-button.tsx loads this with the first tap). */
import { MESSAGES } from '@kickoff/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useBlockPerson } from '@/lib/blocks';
import { m, t } from '@/lib/i18n';

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
      title={t('Block {name}?', { name })}
      description={m(M.confirmBody)}
      confirmLabel={m(M.action)}
      pendingLabel={t('Blocking...')}
      pending={block.isPending}
      destructive
      onConfirm={() =>
        block.mutate(userId, {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: m(M.blocked), description: name });
          },
          onError: (error) => {
            onOpenChange(false);
            errorToast(error, m(M.failed));
          },
        })
      }
    />
  );
}
