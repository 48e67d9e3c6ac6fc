/** POST /api/notifications/{id}/read: answers the new unread count. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import type { UnreadCount } from './types';
import { onRead } from './refresh-notifications';

export function markRead(id: string): Promise<UnreadCount> {
  return apiJson<ApiAnswer<'/api/notifications/{id}/read', 'post'>>('POST', apiPath('/api/notifications', id, 'read'));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (data) => onRead(queryClient, data),
  });
}
