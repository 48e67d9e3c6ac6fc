/** The active role (spec §4): member or organizer, kept on the server as rolePreference (rulings §3). */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiJson } from './api';
import { queryKeys } from './query-keys';
import { useAuth } from './auth';

export type ActiveRole = 'member' | 'organizer';

interface RoleContextValue {
  role: ActiveRole;
  setRole(role: ActiveRole): Promise<void>;
}

const RoleContext = React.createContext<RoleContextValue | null>(null);

export function RoleProvider({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [role, setRoleState] = React.useState<ActiveRole>(user?.rolePreference ?? 'member');

  React.useEffect(() => {
    setRoleState(user?.rolePreference ?? 'member');
  }, [user?.id, user?.rolePreference]);

  const setRole = React.useCallback(
    async (next: ActiveRole) => {
      setRoleState(next);
      if (!user) return;
      try {
        await apiJson('PUT', '/api/user/role', { rolePreference: next });
        void queryClient.invalidateQueries({ queryKey: queryKeys.user.profile });
      } catch (error) {
        console.warn('could not save the active role', error);
      }
    },
    [user, queryClient],
  );

  const value = React.useMemo(() => ({ role, setRole }), [role, setRole]);
  return <RoleContext.Provider value={value}>{children}</RoleContext.Provider>;
}

export function useRole(): RoleContextValue {
  const ctx = React.useContext(RoleContext);
  if (!ctx) throw new Error('useRole must be used within a RoleProvider');
  return ctx;
}
