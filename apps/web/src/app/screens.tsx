/**
 * The screen table: every screen of SPEC §2 declared once, from which the router makes its routes and the menus
 * their entries. Split by where a screen is offered; each list keeps its menu's order. The pages of it that no feature
 * owns (the settings list, the profile tabs) and the screens' heading sit in `screens/` too, below the menus
 * (`navigation.ts`) that read the table: `routes/` holds only the pages outside it (decision 072).
 */
export { type MenuPlace, type Screen } from './screens/screen';
export { MAIN_SCREENS, SETTINGS_SCREEN } from './screens/main';
export { JOB_SCREENS, RESERVATION_SCREENS } from './screens/linked';
export { SETTINGS_SCREENS, SETTINGS_SECTIONS } from './screens/settings';
export { PROFILE_SCREENS } from './screens/profile';
