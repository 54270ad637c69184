/** What other modules use of this one: they import it only from here (decision 057). */
export { holdsRole, listUsers, searchUsers } from './users-queries.js';
export * as usersQueries from './users-queries.js';
export { refuseGrantsBeyond } from './users-service.js';
