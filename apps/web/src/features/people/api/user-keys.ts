import { queryKeys } from '../../../lib/query-keys';

/** Every users query sits under `userKeys.all`; any change to an account invalidates it. */
export const userKeys = { ...queryKeys('users'), byRole: (role: string) => ['users', role] as const };
