/** GET and POST /api/user/deletion-request (issue 34, point 4): the member's open request to support to delete the account. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export const getDeletionRequestQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user.deletionRequest,
    queryFn: ({ signal }) => apiGet<ApiAnswer<'/api/user/deletion-request'>>('/api/user/deletion-request', { signal }),
  });

export function useDeletionRequest() {
  return useQuery(getDeletionRequestQueryOptions());
}

export function requestDeletion() {
  return apiJson<ApiAnswer<'/api/user/deletion-request', 'post'>>('POST', '/api/user/deletion-request');
}

export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestDeletion, onSuccess: (state) => client.setQueryData(queryKeys.user.deletionRequest, state) });
}
