export { useSession } from './use-session';
export { sessionStore, useSessionState, type SessionState, type SessionStatus } from './session-store';
export { signIn, startSession, useSignIn } from './sign-in';
export { endSession, signOut, useSignOut } from './sign-out';
export { restoreSession } from './restore-session';
export { getStatusesQueryOptions, useStatuses, type Status } from './get-statuses';
export { PERMISSIONS_KEY } from './session-storage';
export { getActiveAddonsQueryOptions, useActiveAddons } from './get-addons';
export { availableStaticPagesQueryOptions, EDITOR_FIRST_PAGE, useAvailableStaticPages } from './get-static-pages';
