import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { refreshEventLists } from './refresh-lists';

export type DeleteScope = 'this' | 'following';

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
