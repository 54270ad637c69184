/** What a screen declaration is (`Screen`), and `list`, the loader of a list screen: a heading, then the list. */
import type { Permission } from '@livery/domain';
import type { ComponentType } from 'react';
import { ScreenHeader } from './screen-header';

/** A screen's page component, loaded as its own chunk. */
export type Load = () => Promise<ComponentType>;

/** Where a screen is offered: the navigation drawer (and home cards), the settings list, the profile tabs. */
export type MenuPlace = 'main' | 'settings' | 'profile';

/**
 * One screen of SPEC §2, declared once: the router makes its route from it (path, lazy page, title and
 * permission for the guard and the document title), the menus their entries, `ScreenHeader` its heading.
 */
export interface Screen {
  /** Relative to its place: `cars` (→ /cars), `roles` (→ /settings/roles), `profile-info` (→ /users/{id}/…). */
  path: string;
  /** The page heading, the document title ("Livery - Cars") and the menu label. */
  title: string;
  /** Needed to open it; the guard refuses the route, the menus hide it. */
  permission?: Permission;
  /** At least one of these is needed (besides `permission`): a screen more than one permission opens. */
  anyOf?: readonly Permission[];
  /** For any signed-in user (a visitor signs in first); the page shows only what is theirs. */
  signedIn?: boolean;
  /** `/users/{userId}/…`: your own page needs no permission (the self rule, DESIGN §4). */
  allowSelf?: boolean;
  /** `/users/{userId}/…`: a tab only a driver's account has (their jobs). */
  forDrivers?: boolean;
  menu?: MenuPlace;
  /** An `@mdi/js` path, for the drawer and the home cards. */
  icon?: string;
  /** The home card's line. */
  description?: string;
  load: Load;
}

/** A list screen: the heading from its declaration, then the feature's list. */
export const list =
  (loadList: () => Promise<ComponentType>): Load =>
  async () => {
    const List = await loadList();
    return function ListScreen() {
      return (
        <>
          <ScreenHeader />
          <List />
        </>
      );
    };
  };
