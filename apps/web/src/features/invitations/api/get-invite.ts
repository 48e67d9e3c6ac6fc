/** GET /api/invites/{token}: the group an invite link leads to and what accepting does (open to visitors). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import type { InvitePreview } from './types';

export function getInvite(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  return apiGet<ApiAnswer<'/api/invites/{token}'>>(apiPath('/api/invites', token), { signal });
}

export function getInviteQueryOptions(token: string) {
  return queryOptions({ queryKey: queryKeys.invites.preview(token), queryFn: ({ signal }) => getInvite(token, signal), retry: false });
}

export function useInvite(token: string) {
  return useQuery(getInviteQueryOptions(token));
}
