import { hasRole, type SessionUser } from '@livery/domain';
import { visibleItems, type NavArea, type NavItem } from './nav-items';
import { JOB_SCREENS, MAIN_SCREENS, PROFILE_SCREENS, type MenuPlace, type Screen } from './screens';

export { visibleItems, type NavArea, type NavItem } from './nav-items';
/** The settings layout's secondary navigation (declared beside the settings screens: their page lists it too). */
export { SETTINGS_SECTIONS } from './screens';

const inMenu = (screens: readonly Screen[], place: MenuPlace) => screens.filter((screen) => screen.menu === place);

/** The areas of the navigation drawer and the home cards, each shown only with its view permission. */
export const NAV_AREAS: readonly NavArea[] = inMenu(MAIN_SCREENS, 'main').map((screen) => ({
  label: screen.title,
  path: `/${screen.path}`,
  permission: screen.permission,
  icon: screen.icon ?? '',
  description: screen.description ?? '',
}));

/** The user-profile layout's tabs; `path` is relative to /users/{userId}. */
export const PROFILE_TABS: readonly NavItem[] = inMenu(PROFILE_SCREENS, 'profile').map((screen) => ({
  label: screen.title,
  path: screen.path,
  permission: screen.permission,
  ...(screen.forDrivers ? { forDrivers: true } : {}),
}));

const today = JOB_SCREENS.find((screen) => screen.path === 'today');
/** Today, a driver's home on a phone (issue 24): an area for anyone who drives, whatever else they may see. */
const TODAY_AREA: NavArea = {
  label: today?.title ?? 'Today',
  path: '/today',
  icon: today?.icon ?? '',
  description: today?.description ?? '',
};

/** The drawer's and the home cards' areas of this person: Today first for a driver, then what they may see. */
export function navAreasOf(user: SessionUser | null): NavArea[] {
  const areas = visibleItems(NAV_AREAS, user);
  return user && hasRole(user, 'driver') ? [TODAY_AREA, ...areas] : areas;
}
