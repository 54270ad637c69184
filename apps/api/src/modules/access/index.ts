/** What other modules use of this one: they import it only from here (decision 057). */
// The roles and their directory are the people module's (decision 075); the auth hook (`plugins/auth.ts`) still
// finds the directory here.
export { RoleDirectory, type RoleRef } from '../people/index.js';
