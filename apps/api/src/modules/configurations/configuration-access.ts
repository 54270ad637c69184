import { CONFIGURATION_SECTION_PERMISSIONS, sectionsIn, type Permission } from '@livery/domain';
import type { RawInput } from '../auth/index.js';

/**
 * `PUT /configurations/1`: the permission of each section the body names (decision 037), checked before the body
 * is validated. The time zone has none (administrators only; the service checks `isAdmin`).
 */
export function sectionPermissionsOf({ body }: RawInput): readonly Permission[] {
  return sectionsIn(body).flatMap((section) => CONFIGURATION_SECTION_PERMISSIONS[section] ?? []);
}
