/**
 * The personal calendar feed (rulings §6): GET /api/user/calendar-feed answers the private URL (made on first use,
 * so it is asked for only when the person opens it), POST replaces it (the old URL stops working).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@kickoff/shared';
import { apiGet, apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, toast } from '@/components/ui/use-toast';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiGet<ApiAnswer<'/api/user/calendar-feed'>>('/api/user/calendar-feed', { signal });
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({ queryKey: queryKeys.user.calendarFeed, queryFn: ({ signal }) => getCalendarFeed(signal), staleTime: Infinity });
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...getCalendarFeedQueryOptions(), enabled });
}

export function resetCalendarFeed(): Promise<CalendarFeed> {
  return apiJson<ApiAnswer<'/api/user/calendar-feed', 'post'>>('POST', '/api/user/calendar-feed');
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(queryKeys.user.calendarFeed, feed);
      toast({ title: 'Calendar link reset', description: 'The old link no longer works.', variant: 'success' });
    },
    onError: (error) => errorToast(error, 'Could not reset the calendar link'),
  });
}
