import { preloadable } from '../../lib/preloadable';

// The settings tabs and the user-profile area belong to their own paths: their code (tabs, the account query, the
// people feature) loads with those screens (routes.tsx preloads it beside the page), not with the first screen.

export const SettingsNav = preloadable(async () => (await import('./settings-nav')).SettingsNav);
export const ProfileArea = preloadable(async () => (await import('./profile-tabs')).ProfileArea);
