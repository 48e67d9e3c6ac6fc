/** Confirms a group delete, stating how many upcoming events go with it (rulings §5, design brief "Dialogs"). */
import { t } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteGroup } from '../api/delete-group';
import { useGroupEvents } from '../api/get-group-events';
import type { Group } from '../api/types';
import { isUpcoming } from './format';

export function deleteGroupQuestion(upcoming: number, more = false): string {
  if (upcoming === 0) return t('Delete group? It has no upcoming events.');
  if (more) return t('Delete group and its {count}+ upcoming events?', { count: upcoming });
  return t('{count, plural, one {Delete group and its # upcoming event?} other {Delete group and its # upcoming events?}}', { count: upcoming });
}

export function DeleteGroupDialog({
  group,
  open,
  onOpenChange,
  onDeleted,
}: {
  group: Pick<Group, 'id' | 'name'>;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted?(): void;
}) {
  const events = useGroupEvents(group.id, { enabled: open });
  const upcoming = events.data?.items.filter((e) => isUpcoming(e.dateTime)).length;
  const more = Boolean(events.data?.nextCursor);
  const deleteGroup = useDeleteGroup();

  const confirm = () =>
    deleteGroup.mutate(group.id, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={upcoming === undefined && !events.isError ? <Skeleton className="h-6 w-64" /> : deleteGroupQuestion(upcoming ?? 0, more)}
      description={
        <>
          <strong className="font-semibold text-foreground">{group.name}</strong>{' '}
          {t("will be deleted with its events, discussion and memberships. Participants of its events are notified. This can't be undone.")}
        </>
      }
      confirmLabel={t('Delete Group')}
      pendingLabel={t('Deleting...')}
      pending={deleteGroup.isPending}
      onConfirm={confirm}
    />
  );
}
