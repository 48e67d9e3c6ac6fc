import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, authHeaders } from '@/lib/api';
import { idempotencyHeaders, useIdempotencyKeys } from '@/lib/idempotency';
import type { EventFormValues } from '../components/event-form-schema';
import { toEventFormData } from './event-form-data';
import { refreshEventLists } from './refresh-lists';
import type { EventDetail } from './types';

/** Raised with the server's message when there is one, else "HTTP error! status: N" (spec §7). */
async function readEventResponse(res: Response): Promise<EventDetail> {
  const text = await res.text();
  if (!res.ok) {
    let message: string | undefined;
    let fields: Record<string, string> | undefined;
    try {
      ({ message, fields } = JSON.parse(text) as { message?: string; fields?: Record<string, string> });
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, text, message ?? `HTTP error! status: ${res.status}`, fields);
  }
  return JSON.parse(text) as EventDetail;
}

/** POST /api/events (multipart, optional eventImage), one Idempotency-Key per new event (or series). */
export async function createEvent(values: EventFormValues, image?: File | null, idempotencyKey?: string): Promise<EventDetail> {
  const res = await fetch('/api/events', {
    method: 'POST',
    headers: { ...authHeaders(), ...(idempotencyKey ? idempotencyHeaders(idempotencyKey) : {}) },
    body: toEventFormData(values, { file: image }),
    credentials: 'include',
  });
  return readEventResponse(res);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ values, image }: { values: EventFormValues; image?: File | null }) => createEvent(values, image, keys.keyFor({ values, image })),
    onSuccess: () => {
      keys.done();
      void refreshEventLists(queryClient, 'create');
    },
  });
}

export { readEventResponse };
