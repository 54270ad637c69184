import {
  accountRefusal,
  isAccountAct,
  type AccountHolder,
  type Permission,
  type SessionUser,
  type UserProfile,
} from '@livery/domain';

/** The account a profile page shows, in the shape the domain's account policy reads. */
export const toAccountHolder = (user: UserProfile): AccountHolder => ({
  id: user.id,
  isAdmin: user.isAdmin,
  roles: user.Roles.map((role) => role.name),
  permissions: user.permissions,
});

/**
 * Why the viewer may not open this page of the account, or null: the same domain rule the API enforces
 * (`accountRefusal`), so the screen never offers what the server refuses.
 */
export function profilePageRefusal(
  viewer: SessionUser | null,
  holder: UserProfile | undefined,
  act: Permission | undefined,
): string | null {
  // A page that is not an act on the account (its reservations) needs only its permission: the route guard's.
  if (!act || !holder || !isAccountAct(act)) return null;
  return accountRefusal(viewer, toAccountHolder(holder), act);
}
