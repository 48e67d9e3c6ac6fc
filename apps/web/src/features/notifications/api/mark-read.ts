/** POST /api/notifications/{id}/read and /api/notifications/read-all; both refresh the list and the badge. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from './get-notifications';

export function refreshNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ unreadCount: number }>('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (data) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, data);
      refreshNotifications(queryClient);
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ unreadCount: number }>('POST', '/api/notifications/read-all'),
    onSuccess: (data) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, data);
      refreshNotifications(queryClient);
    },
  });
}
