/** What other modules use of this one: they import it only from here (decision 057). */
export { countRoles } from './access-queries.js';
export { RoleDirectory } from './role-directory.js';
export type { RoleRef } from './role-directory.js';
