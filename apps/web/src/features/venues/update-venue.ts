/** PATCH /api/venues/{id} and PUT|DELETE /api/venues/{id}/photo (issue 28): a venue's edit, by those allowed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VENUE_TEXTS, type UpdateVenueInput, type Venue } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/components/ui/use-toast';

/** The photo part of an edit: a new file, a removal, or no change. */
export type PhotoChange = { file: File } | { remove: true } | null;

export async function updateVenue(id: string, input: UpdateVenueInput, photo: PhotoChange): Promise<Venue> {
  const path = `/api/venues/${encodeURIComponent(id)}`;
  let venue: Venue = await apiJson<ApiAnswer<'/api/venues/{id}', 'patch'>>('PATCH', path, input);
  if (photo && 'file' in photo) {
    const form = new FormData();
    form.append('venuePhoto', photo.file);
    venue = await apiJson<ApiAnswer<'/api/venues/{id}/photo', 'put'>>('PUT', `${path}/photo`, form);
  } else if (photo) {
    venue = await apiJson<ApiAnswer<'/api/venues/{id}/photo', 'delete'>>('DELETE', `${path}/photo`);
  }
  return venue;
}

export function useUpdateVenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photo }: { input: UpdateVenueInput; photo: PhotoChange }) => updateVenue(id, input, photo),
    onSuccess: (venue) => {
      queryClient.setQueryData(queryKeys.venues.detail(id), venue);
      toast({ title: VENUE_TEXTS.venueSaved, variant: 'success' });
      // The map's venues and the games (their place text is their own) may show the old name.
      return queryClient.invalidateQueries({ queryKey: queryKeys.venues.all, predicate: (q) => q.queryKey[1] !== id });
    },
  });
}
