import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { refreshEventLists } from './refresh-lists';
import type { EventDetail } from './types';

/** POST /api/events/{id}/copy: the copy, titled "... (copy)", one week later (issue 19: it opens for editing). */
export function copyEvent(id: string): Promise<EventDetail> {
  return apiJson<ApiAnswer<'/api/events/{id}/copy', 'post'>>('POST', apiPath('/api/events', id, 'copy'));
}

export function useCopyEvent(onCopied?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => copyEvent(id),
    onSuccess: (copy) => {
      // The edit dialog reads the copy from the cache at once.
      queryClient.setQueryData(queryKeys.events.detail(copy.id), copy);
      void refreshEventLists(queryClient, 'copy');
      onCopied?.();
    },
  });
}
