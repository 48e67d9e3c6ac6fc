/** The group's payout account (issue 29): its state, and Stripe's hosted onboarding (the creator only). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PayoutAccount, PayoutOnboarding } from '@kickoff/shared';
import { apiGet, apiJson, apiPath } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/groups/{id}/payouts. */
export function usePayoutAccount(groupId: string) {
  return useQuery({
    queryKey: queryKeys.groups.payouts(groupId),
    queryFn: ({ signal }) => apiGet<PayoutAccount>(apiPath('/api/groups', groupId, 'payouts'), { signal }),
  });
}

/** POST /api/groups/{id}/payouts/onboarding, then the browser goes to Stripe's page (it comes back to Manage). */
export function useConnectPayouts(groupId: string) {
  return useMutation({
    mutationFn: () => apiJson<PayoutOnboarding>('POST', apiPath('/api/groups', groupId, 'payouts', 'onboarding')),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
