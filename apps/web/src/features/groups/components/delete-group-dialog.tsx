/** Confirms a group delete, stating how many upcoming events go with it (rulings §5, design brief "Dialogs"). */
import * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteGroup } from '../api/delete-group';
import { useGroupEvents } from '../api/get-group-events';
import type { Group } from '../types';
import { isUpcoming } from './format';

export function deleteGroupQuestion(upcoming: number, more = false): string {
  if (upcoming === 0) return 'Delete group? It has no upcoming events.';
  return `Delete group and its ${upcoming}${more ? '+' : ''} upcoming ${upcoming === 1 && !more ? 'event' : 'events'}?`;
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

  const confirm = (event: React.MouseEvent) => {
    event.preventDefault();
    deleteGroup.mutate(group.id, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.();
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {upcoming === undefined && !events.isError ? (
              <Skeleton className="h-6 w-64" />
            ) : (
              deleteGroupQuestion(upcoming ?? 0, more)
            )}
          </AlertDialogTitle>
          <AlertDialogDescription>
            <strong className="font-semibold text-foreground">{group.name}</strong> will be deleted with its events,
            discussion and memberships. Participants of its events are notified. This can't be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteGroup.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteGroup.isPending}>
            {deleteGroup.isPending ? 'Deleting...' : 'Delete Group'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
