/** GET /api/auth/config: whether the human check and Google sign-in are configured on this server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { AuthConfig } from './types';

const OFF: AuthConfig = { captchaSiteKey: null, googleEnabled: false };

/** A server without the endpoint (or unreachable) means both are off. */
export async function getAuthConfig(): Promise<AuthConfig> {
  try {
    const res = await fetch('/api/auth/config', { credentials: 'include' });
    if (!res.ok) return OFF;
    const json = (await res.json()) as Partial<AuthConfig>;
    return {
      captchaSiteKey: typeof json.captchaSiteKey === 'string' && json.captchaSiteKey ? json.captchaSiteKey : null,
      googleEnabled: json.googleEnabled === true,
    };
  } catch {
    return OFF;
  }
}

export const getAuthConfigQueryOptions = () => queryOptions({ queryKey: queryKeys.auth.config, queryFn: getAuthConfig });

export function useAuthConfig() {
  return useQuery(getAuthConfigQueryOptions());
}
