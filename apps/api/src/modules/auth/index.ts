/** What other modules use of this one: they import it only from here (decision 057). */
export type { AuthUser } from '../people/index.js';
export { fullName } from './session-user.js';
export { consumeLinkToken, issueLinkToken, linkUrl } from './one-time-links.js';
export { accountHolder, currentUser } from './request-user.js';
export type { RawInput } from './request-user.js';
export { ownershipOf, type OwnershipCheck, type RawTarget } from './ownership.js';
// The auth hook (`plugins/auth.ts`) reads the account a route acts on through this module.
export { findAccountHolder } from '../people/index.js';
export { SignedInUsers } from './signed-in-users.js';
export type { SignInForm } from './sign-in-form-routes.js';
