import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { refreshEventLists } from './refresh-lists';
import type { EventDetail } from './types';

/** POST /api/events/{id}/cancel: the event stays, marked Cancelled with the reason (issue 14). */
export function cancelEvent(id: string, reason: string): Promise<EventDetail> {
  return apiJson<ApiAnswer<'/api/events/{id}/cancel', 'post'>>('POST', apiPath('/api/events', id, 'cancel'), { reason });
}

export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelEvent(id, reason),
    onSuccess: (event) => {
      queryClient.setQueryData(queryKeys.events.detail(id), event);
      void refreshEventLists(queryClient, 'update');
    },
  });
}
