import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { refreshEventLists } from './refresh-lists';

/** One occurrence of a series, or it and the later ones. */
export type SeriesScope = 'this' | 'following';
export type DeleteScope = SeriesScope;

/** DELETE /api/events/{id}; a recurring series can go from this occurrence on (rulings §6). */
export function deleteEvent(id: string, scope: DeleteScope = 'this') {
  return apiJson<unknown>('DELETE', scope === 'following' ? `/api/events/${id}?series=following` : `/api/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope?: DeleteScope }) => deleteEvent(id, scope),
    onSuccess: () => void refreshEventLists(queryClient, 'delete'),
  });
}

/** Deletes one event from outside a mounted mutation (the Undo of a copy, in a toast), refreshing the lists. */
export function useDiscardEvent() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    await deleteEvent(id);
    void refreshEventLists(queryClient, 'delete');
  };
}
