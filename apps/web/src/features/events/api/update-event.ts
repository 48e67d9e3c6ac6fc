import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authHeaders } from '@/lib/api';
import type { EventFormValues } from '../components/event-form-schema';
import { readEventResponse } from './create-event';
import { toEventFormData, type EventImageChange } from './event-form-data';
import { refreshEventLists } from './refresh-lists';

/** PATCH /api/events/{id} (multipart; removeImage=true when the image was removed). */
export async function updateEvent(id: string, values: EventFormValues, image: EventImageChange) {
  const res = await fetch(`/api/events/${id}`, {
    method: 'PATCH',
    headers: authHeaders(),
    body: toEventFormData(values, image),
    credentials: 'include',
  });
  return readEventResponse(res);
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: EventFormValues; image: EventImageChange }) => updateEvent(id, values, image),
    onSuccess: () => void refreshEventLists(queryClient, 'update'),
  });
}
