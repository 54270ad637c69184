/**
 * The screen table: every screen of SPEC §2 declared once, from which the router makes its routes and the menus
 * their entries. Split by where a screen is offered; each list keeps its menu's order.
 */
export { type MenuPlace, type Screen } from './screens/screen';
export { MAIN_SCREENS, SETTINGS_SCREEN } from './screens/main';
export { JOB_SCREENS, RESERVATION_SCREENS } from './screens/linked';
export { SETTINGS_SCREENS } from './screens/settings';
export { PROFILE_SCREENS } from './screens/profile';
