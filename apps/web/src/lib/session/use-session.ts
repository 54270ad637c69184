import { can, isAdministrator, type Permission } from '@livery/domain';
import { useCallback } from 'react';
import { useStatuses } from './get-statuses';
import { useSessionState } from './session-store';

/** The session as screens see it (SPEC §3 "session data"): user, token, isAdmin, statuses, `can`. */
export function useSession() {
  const { status, user, token } = useSessionState();
  const isSignedIn = status === 'signed-in' && user !== null;
  const statuses = useStatuses(isSignedIn);
  const canDo = useCallback((permission: Permission) => can(user, permission), [user]);
  return {
    status,
    user,
    token,
    isSignedIn,
    isAdmin: isAdministrator(user),
    statuses: statuses.data ?? [],
    can: canDo,
  };
}
