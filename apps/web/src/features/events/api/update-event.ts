import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authHeaders } from '@/lib/api';
import type { EventFormValues } from '../components/event-form-schema';
import type { SeriesScope } from './delete-event';
import { readEventResponse } from './create-event';
import { toEventFormData, type EventImageChange } from './event-form-data';
import { refreshEventLists } from './refresh-lists';

/**
 * PATCH /api/events/{id} (multipart; removeImage=true when the image was removed). `series: 'following'` carries the
 * edit to the later occurrences of a recurring series (issue 19).
 */
export async function updateEvent(id: string, values: EventFormValues, image: EventImageChange, series?: SeriesScope) {
  const body = toEventFormData(values, image);
  if (series) body.set('series', series);
  const res = await fetch(`/api/events/${id}`, {
    method: 'PATCH',
    headers: authHeaders(),
    body,
    credentials: 'include',
  });
  return readEventResponse(res);
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image, series }: { values: EventFormValues; image: EventImageChange; series?: SeriesScope }) =>
      updateEvent(id, values, image, series),
    onSuccess: () => void refreshEventLists(queryClient, 'update'),
  });
}
