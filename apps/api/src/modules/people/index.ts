/**
 * People (decision 075): the owner of the people's tables — `users`, `user_roles`, `roles`, `permissions`,
 * `role_permissions` and `user_tokens` (`db/schema/people.ts`, `user_tokens` in `db/schema/operations.ts`). It holds
 * their SQL and nothing else, and imports no module, so every module may call it: auth (the signed-in user, on every
 * request), account, users and access (the screens), notifications, dispatch, jobs, trip-progress and reservations.
 * Other modules import it only from here (decision 057).
 */
export {
  bumpTokenVersion,
  findAccountHolder,
  findAuthUser,
  findTokenVersion,
  findUserByEmail,
  findUserById,
  findUserPermissions,
  findUserRoles,
  insertUser,
  markEmailVerified,
  replaceEmail,
  setPassword,
  setPasswordFromLink,
  type AuthUser,
  type NewUser,
  type UserRow,
} from './accounts-queries.js';
export { insertLinkToken, spendUnusedLinks, useLinkToken, type LinkPurpose, type LinkRow } from './links-queries.js';
export {
  addUserRole,
  addUserRoles,
  allUsers,
  deleteUser,
  holdsRole,
  listUsers,
  lockAdmins,
  replaceUserRoles,
  rolesOfUsers,
  searchUsers,
  updateUser,
} from './users-queries.js';
export {
  allPermissions,
  allRoles,
  countPermissions,
  countRoles,
  existingRoleIds,
  findPermission,
  findRole,
  findRoleByName,
  findRoleIdByName,
  findRoleNamedLike,
  insertPermission,
  insertRole,
  listPermissions,
  listRoles,
  permissionNames,
  permissionsOfRoles,
  renamePermission,
  replacePermissionRoles,
  replaceRolePermissions,
  roleIdsByName,
  rolePermissionLinks,
  type PermissionRow,
  type RoleRow,
} from './roles-queries.js';
export { RoleDirectory, type RoleRef } from './role-directory.js';
export {
  administratorEmails,
  findCustomerPhone,
  findPerson,
  joinPerson,
  leftJoinPerson,
  personColumns,
  personName,
  userExists,
} from './person-queries.js';
export {
  findDrivers,
  findDuty,
  findLaneDrivers,
  findPeople,
  listDrivers,
  writeDuty,
  type DriverRow,
} from './drivers-queries.js';
