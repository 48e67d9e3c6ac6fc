import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshEventLists } from './refresh-lists';

/** POST /api/events/{id}/copy: no payload, the response is not read (spec §7). */
export async function copyEvent(id: string) {
  await apiRequest('POST', `/api/events/${id}/copy`);
}

export function useCopyEvent(onCopied?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => copyEvent(id),
    onSuccess: () => {
      void refreshEventLists(queryClient, 'copy');
      onCopied?.();
    },
  });
}
