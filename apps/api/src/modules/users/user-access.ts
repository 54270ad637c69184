import { isRecord, type Permission } from '@livery/domain';
import type { RawInput } from '../auth/index.js';

const roleOf = (value: unknown): string | undefined => {
  const role = isRecord(value) ? value['role'] : undefined;
  return typeof role === 'string' ? role.toLowerCase() : undefined;
};

/** `GET /users?role=`: each list by role has its own permission; without a role it is the staff list. */
export function listPermissionOf({ query }: RawInput): readonly Permission[] {
  const role = roleOf(query);
  if (role === 'customer') return ['customers:view'];
  if (role === 'driver') return ['drivers:view'];
  return ['user-roles:view'];
}

/** `POST /users`: a customer, a driver, or a staff user (no list role). */
export function createPermissionOf({ body }: RawInput): readonly Permission[] {
  const role = roleOf(body);
  if (role === 'customer') return ['customers:create'];
  if (role === 'driver') return ['drivers:create'];
  return ['user-roles:view'];
}
