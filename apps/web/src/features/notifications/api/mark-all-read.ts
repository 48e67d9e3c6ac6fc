/** POST /api/notifications/read-all: answers the new unread count (0). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import type { UnreadCount } from './types';
import { onRead } from './refresh-notifications';

export function markAllRead(): Promise<UnreadCount> {
  return apiJson<ApiAnswer<'/api/notifications/read-all', 'post'>>('POST', '/api/notifications/read-all');
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (data) => onRead(queryClient, data),
  });
}
