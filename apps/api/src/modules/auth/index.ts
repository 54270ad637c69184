/** What other modules use of this one: they import it only from here (decision 057). */
export { bumpTokenVersion, findUserByEmail, findUserById } from './auth-queries.js';
export type { AuthUser } from './auth-queries.js';
export { fullName } from './session-user.js';
export { consumeLinkToken, issueLinkToken, linkUrl } from './one-time-links.js';
export { accountHolder, currentUser } from './request-user.js';
export type { RawInput } from './request-user.js';
export { ownershipOf, type OwnershipCheck, type RawTarget } from './ownership.js';
export { findAccountHolder } from './auth-queries.js';
export { SignedInUsers } from './signed-in-users.js';
export type { SignInForm } from './sign-in-form-routes.js';
