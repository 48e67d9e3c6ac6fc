/** GET /api/users/search?email=: whole-address match, open to group creators (rulings §9). */
import { useMutation } from '@tanstack/react-query';
import { ERROR_FALLBACKS } from '@kickoff/shared';
import { apiGet } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { errorToast } from '@/components/ui/use-toast';
import type { UserSearchResult } from './types';

export function searchUsers(email: string): Promise<UserSearchResult[]> {
  return apiGet<ApiAnswer<'/api/users/search'>>('/api/users/search', { params: { email: email.trim() } });
}

/** A search the user triggers by submitting, so a mutation rather than a cached query. */
export function useSearchUsers() {
  return useMutation({
    mutationFn: (email: string) => searchUsers(email),
    onError: (error) => errorToast(error, ERROR_FALLBACKS.searchUsers),
  });
}
