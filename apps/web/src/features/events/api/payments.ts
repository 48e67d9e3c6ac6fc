/**
 * Payments of an event (issue 29, docs/payments.md "API"): how it is paid and the caller's own payment, a Checkout
 * page for a pending hold, and the hosts' records. Loaded with the payment UI only (paid events), never on a free
 * event's first paint.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, EventPayment, HostPayments, RecordPaymentInput } from '@kickoff/shared';
import { apiGet, apiJson, apiPath, apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';
import { refreshEventLists } from './refresh-lists';

export function getEventPayment(eventId: string, signal?: AbortSignal): Promise<EventPayment> {
  return apiGet<EventPayment>(apiPath('/api/events', eventId, 'payment'), { signal });
}

/**
 * GET /api/events/{id}/payment. While a hold waits (or just after Checkout, before Stripe's webhook arrived) it is
 * read again every few seconds, so "Payment pending" turns into "You're in" without a reload.
 */
export function useEventPayment(eventId: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.events.payment(eventId),
    queryFn: ({ signal }) => getEventPayment(eventId, signal),
    refetchInterval: (query) => (poll || query.state.data?.mine?.status === 'pending' ? 3000 : false),
  });
}

/** Sends the browser to Stripe's hosted page (Checkout, onboarding). */
export function sendBrowserTo(url: string) {
  window.location.assign(url);
}

/** POST /api/events/{id}/checkout: a Checkout page for the caller's pending hold or waitlist offer. */
export function startCheckout(eventId: string): Promise<Checkout> {
  return apiJson<Checkout>('POST', apiPath('/api/events', eventId, 'checkout'));
}

export function useFinishPaying(eventId: string) {
  return useMutation({ mutationFn: () => startCheckout(eventId), onSuccess: (checkout) => sendBrowserTo(checkout.url) });
}

/** DELETE /api/events/{id}/leave?confirmNoRefund=true: after the cutoff, the place goes without a refund. */
export function leavePaidEvent(eventId: string, confirmNoRefund: boolean) {
  return apiJson<unknown>('DELETE', `${apiPath('/api/events', eventId, 'leave')}${confirmNoRefund ? '?confirmNoRefund=true' : ''}`);
}

export function useLeavePaidEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmNoRefund: boolean) => leavePaidEvent(eventId, confirmNoRefund),
    onSettled: () =>
      void Promise.all([
        refreshEventLists(queryClient, 'leave'),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.payment(eventId) }),
      ]),
  });
}

/** GET /api/events/{id}/payments (hosts). */
export function useHostPayments(eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.payments(eventId),
    queryFn: ({ signal }) => apiGet<HostPayments>(apiPath('/api/events', eventId, 'payments'), { signal }),
  });
}

/** PUT /api/events/{id}/participants/{participantId}/payment: cash at the field, or the fee waived. */
export function useRecordPayment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, method }: { participantId: string; method: RecordPaymentInput['method'] }) =>
      apiJson<HostPayments>('PUT', apiPath('/api/events', eventId, 'participants', participantId, 'payment'), { method }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.events.payments(eventId), answer),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(eventId) }),
  });
}

/** GET /api/events/{id}/payments.csv, saved as a file. */
export async function downloadPaymentsCsv(eventId: string, title: string) {
  const res = await apiRequest('GET', apiPath('/api/events', eventId, 'payments.csv'));
  const name = `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'event'}-payments.csv`;
  saveFile(await res.blob(), name);
}
