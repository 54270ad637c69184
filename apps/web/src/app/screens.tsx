import {
  mdiAccountGroup,
  mdiCalendarClock,
  mdiCar,
  mdiCog,
  mdiFileDocumentEdit,
  mdiHandshake,
  mdiPlusBoxMultiple,
  mdiSteering,
  mdiTicketPercent,
  mdiTrendingUp,
} from '@mdi/js';
import { DRIVER_JOBS_VIEWERS, type Permission } from '@livery/domain';
import type { ComponentType } from 'react';
import { ScreenHeader } from './layouts/screen-header';

/** A screen's page component, loaded as its own chunk. */
type Load = () => Promise<ComponentType>;

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
const list =
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

const profile = async () => import('./routes/user-profile');

/** `/settings`: the list of the settings sections (SETTINGS_SCREENS) the user may open. */
export const SETTINGS_SCREEN: Screen = {
  path: 'settings',
  title: 'Settings',
  permission: 'settings:view',
  menu: 'main',
  icon: mdiCog,
  description: 'Roles, permissions and configuration',
  load: async () => (await import('./routes/settings')).SettingsPage,
};

/** The screens of the main navigation, in drawer order. */
export const MAIN_SCREENS: readonly Screen[] = [
  {
    path: 'reservations',
    title: 'Reservations',
    permission: 'reservations:view',
    menu: 'main',
    icon: mdiCalendarClock,
    description: 'Trips, drivers and their status',
    load: list(async () => (await import('../features/reservations/components/reservations-list')).ReservationsList),
  },
  {
    path: 'cars',
    title: 'Cars',
    permission: 'cars:view',
    menu: 'main',
    icon: mdiCar,
    description: 'Car classes and their rates',
    load: list(async () => (await import('../features/cars/components/cars-list')).CarsList),
  },
  {
    path: 'surges',
    title: 'Surges',
    permission: 'surges:view',
    menu: 'main',
    icon: mdiTrendingUp,
    description: 'Price surges by date',
    load: list(async () => (await import('../features/surges/components/surges-list')).SurgesList),
  },
  {
    path: 'discount-codes',
    title: 'Discount Codes',
    permission: 'discount-codes:view',
    menu: 'main',
    icon: mdiTicketPercent,
    description: 'Codes customers can redeem',
    load: list(
      async () => (await import('../features/discount-codes/components/discount-codes-list')).DiscountCodesList,
    ),
  },
  {
    path: 'addons',
    title: 'Addons',
    permission: 'addons:view',
    menu: 'main',
    icon: mdiPlusBoxMultiple,
    description: 'Extras added to a trip',
    load: list(async () => (await import('../features/addons/components/addons-list')).AddonsList),
  },
  {
    path: 'customers',
    title: 'Customers',
    permission: 'customers:view',
    menu: 'main',
    icon: mdiAccountGroup,
    description: 'People who book trips',
    load: list(async () => (await import('../features/people/components/people-list')).CustomersList),
  },
  {
    path: 'drivers',
    title: 'Drivers',
    permission: 'drivers:view',
    menu: 'main',
    icon: mdiSteering,
    description: 'Chauffeurs and their details',
    load: list(async () => (await import('../features/people/components/people-list')).DriversList),
  },
  {
    path: 'affiliates',
    title: 'Affiliates',
    permission: 'affiliates:view',
    menu: 'main',
    icon: mdiHandshake,
    description: 'Partners who book for their clients',
    load: list(async () => (await import('../features/affiliates/components/affiliates-list')).AffiliatesList),
  },
  {
    path: 'static-pages',
    title: 'Static Pages',
    permission: 'static-page-editor:view',
    menu: 'main',
    icon: mdiFileDocumentEdit,
    description: 'Public pages of the site',
    load: list(async () => (await import('../features/static-pages/components/static-pages-list')).StaticPagesList),
  },
  SETTINGS_SCREEN,
];

/** The reservation screens reached from the list, not from a menu. */
export const RESERVATION_SCREENS: readonly Screen[] = [
  {
    path: 'reservation/details/:reservationId',
    title: 'Reservation Details',
    permission: 'reservations:details',
    load: async () =>
      (await import('../features/reservations/components/reservation-details-page')).ReservationDetailsPage,
  },
  {
    // Open to anyone: a visitor gets a quote; booking itself needs reservations:create (the wizard says so).
    path: 'reservation/create',
    title: 'Create Reservation',
    load: async () => (await import('../features/booking/components/booking-wizard')).BookingWizard,
  },
  {
    // Staff with reservations:edit, or the trip's own customer or booker (the self rule, decision 052): the page asks
    // GET /reservations/{id}/booking, which answers anyone else's trip with a 404 and shows nothing of it.
    path: 'reservation/update/:reservationId',
    title: 'Update Reservation',
    signedIn: true,
    load: async () => (await import('../features/booking/components/booking-wizard')).ReservationUpdate,
  },
  {
    // A customer's own trip (decision 052), where their trips list and e-mails lead; anyone else's is not found.
    path: 'trips/:reservationId',
    title: 'Your Trip',
    signedIn: true,
    load: async () => (await import('../features/trips/components/customer-trip-page')).CustomerTripPage,
  },
];

/** A driver's work (decision 053): one job, built for a phone, and a driver's schedule for the staff who plan it. */
export const JOB_SCREENS: readonly Screen[] = [
  {
    // The driver's own (their text and e-mail link here); staff with the jobs' permissions add `?driver={id}`.
    path: 'jobs/:reservationId',
    title: 'Job',
    signedIn: true,
    load: async () => (await import('../features/jobs/components/driver-job-page')).DriverJobPage,
  },
  {
    // From the Drivers list: a driver's jobs read with users:jobs or drivers:view, outside the profile area, whose
    // account read needs the right to manage the driver (drivers:edit), which a dispatcher does not hold.
    path: 'drivers/:userId/jobs',
    title: 'Driver’s Jobs',
    anyOf: DRIVER_JOBS_VIEWERS,
    allowSelf: true,
    load: async () => (await import('../features/jobs/components/driver-schedule-page')).DriverSchedulePage,
  },
];

/** `/settings/…`, in the order of the settings list. */
export const SETTINGS_SCREENS: readonly Screen[] = [
  {
    path: 'roles',
    title: 'Roles',
    permission: 'roles:view',
    menu: 'settings',
    load: list(async () => (await import('../features/access/components/roles-list')).RolesList),
  },
  {
    path: 'permissions',
    title: 'Permissions',
    permission: 'permissions:view',
    menu: 'settings',
    load: list(async () => (await import('../features/access/components/permissions-list')).PermissionsList),
  },
  {
    path: 'users-with-roles',
    title: 'Users with roles',
    permission: 'user-roles:view',
    menu: 'settings',
    load: list(async () => (await import('../features/access/components/users-with-roles-list')).UsersWithRolesList),
  },
  {
    path: 'configurations',
    title: 'Configurations',
    permission: 'configurations:view',
    menu: 'settings',
    load: list(
      async () => (await import('../features/configurations/components/configurations-page')).ConfigurationsPage,
    ),
  },
];

/** `/users/{userId}/…`, in tab order. Your own needs nothing, someone else's the permission (DESIGN §4). */
export const PROFILE_SCREENS: readonly Screen[] = [
  {
    path: 'profile-info',
    title: 'Profile Info',
    permission: 'users:profile-info',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).ProfileInfoPage,
  },
  {
    path: 'user-attachments',
    title: 'Attachments',
    permission: 'users:attachments',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).AttachmentsPage,
  },
  {
    path: 'change-password',
    title: 'Change Password',
    permission: 'users:change-password',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).ChangePasswordPage,
  },
  {
    path: 'change-email',
    title: 'Change Email',
    permission: 'users:change-email',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).ChangeEmailPage,
  },
  {
    path: 'user-reservations',
    title: 'Reservations',
    permission: 'users:jobs',
    allowSelf: true,
    menu: 'profile',
    load: async () => (await profile()).UserReservationsPage,
  },
  {
    path: 'jobs',
    title: 'Jobs',
    permission: 'users:jobs',
    allowSelf: true,
    forDrivers: true,
    menu: 'profile',
    load: async () => (await profile()).DriverJobsPage,
  },
];
