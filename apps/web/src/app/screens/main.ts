/** The screens of the main navigation (the drawer and the home cards), Settings last. */
import {
  mdiAccountGroup,
  mdiCalendarClock,
  mdiCar,
  mdiCog,
  mdiCurrencyUsd,
  mdiFileDocumentEdit,
  mdiFileSend,
  mdiHandshake,
  mdiPlusBoxMultiple,
  mdiSteering,
  mdiTicketPercent,
  mdiTimelineClock,
  mdiTrendingUp,
} from '@mdi/js';
import { list, type Screen } from './screen';

/** `/settings`: the list of the settings sections (SETTINGS_SCREENS) the user may open. */
export const SETTINGS_SCREEN: Screen = {
  path: 'settings',
  title: 'Settings',
  permission: 'settings:view',
  menu: 'main',
  icon: mdiCog,
  description: 'Roles, permissions and configuration',
  load: async () => (await import('./settings-page')).SettingsPage,
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
    load: list(async () => (await import('../../features/reservations/components/reservations-list')).ReservationsList),
  },
  {
    // The day as a timeline by driver (issue 24, decision 058).
    path: 'dispatch',
    title: 'Dispatch',
    permission: 'reservations:view',
    menu: 'main',
    icon: mdiTimelineClock,
    description: 'The day’s trips by driver',
    load: async () => (await import('../../features/dispatch/components/dispatch-board-page')).DispatchBoardPage,
  },
  {
    // Quotes sent to customers (issue 39, decision 090): staff who see every trip see what was offered too.
    path: 'quotes',
    title: 'Quotes',
    permission: 'reservations:view',
    menu: 'main',
    icon: mdiFileSend,
    description: 'Quotes sent to customers, and which were accepted',
    load: list(async () => (await import('../../features/quotes/components/quotes-list')).QuotesList),
  },
  {
    path: 'cars',
    title: 'Cars',
    permission: 'cars:view',
    menu: 'main',
    icon: mdiCar,
    description: 'Car classes and their rates',
    load: list(async () => (await import('../../features/cars/components/cars-list')).CarsList),
  },
  {
    path: 'surges',
    title: 'Surges',
    permission: 'surges:view',
    menu: 'main',
    icon: mdiTrendingUp,
    description: 'Price surges by date',
    load: list(async () => (await import('../../features/surges/components/surges-list')).SurgesList),
  },
  {
    // What the company charges, kept with the date it takes effect (issue 39, decision 091).
    path: 'rate-cards',
    title: 'Rate Cards',
    permission: 'rate-cards:view',
    menu: 'main',
    icon: mdiCurrencyUsd,
    description: 'What each car class costs, from the date it takes effect',
    load: list(async () => (await import('../../features/rate-cards/components/rate-cards-list')).RateCardsList),
  },
  {
    // One card, reached from the list: a draft edited in sections, a published card read-only.
    path: 'rate-cards/:id',
    title: 'Rate Card',
    permission: 'rate-cards:view',
    load: async () => (await import('../../features/rate-cards/components/rate-card-page')).RateCardPage,
  },
  {
    path: 'discount-codes',
    title: 'Discount Codes',
    permission: 'discount-codes:view',
    menu: 'main',
    icon: mdiTicketPercent,
    description: 'Codes customers can redeem',
    load: list(
      async () => (await import('../../features/discount-codes/components/discount-codes-list')).DiscountCodesList,
    ),
  },
  {
    path: 'addons',
    title: 'Addons',
    permission: 'addons:view',
    menu: 'main',
    icon: mdiPlusBoxMultiple,
    description: 'Extras added to a trip',
    load: list(async () => (await import('../../features/addons/components/addons-list')).AddonsList),
  },
  {
    path: 'customers',
    title: 'Customers',
    permission: 'customers:view',
    menu: 'main',
    icon: mdiAccountGroup,
    description: 'People who book trips',
    load: list(async () => (await import('../../features/people/components/people-list')).CustomersList),
  },
  {
    path: 'drivers',
    title: 'Drivers',
    permission: 'drivers:view',
    menu: 'main',
    icon: mdiSteering,
    description: 'Chauffeurs and their details',
    load: list(async () => (await import('../../features/people/components/people-list')).DriversList),
  },
  {
    path: 'affiliates',
    title: 'Affiliates',
    permission: 'affiliates:view',
    menu: 'main',
    icon: mdiHandshake,
    description: 'Partners who book for their clients',
    load: list(async () => (await import('../../features/affiliates/components/affiliates-list')).AffiliatesList),
  },
  {
    path: 'static-pages',
    title: 'Static Pages',
    permission: 'static-page-editor:view',
    menu: 'main',
    icon: mdiFileDocumentEdit,
    description: 'Public pages of the site',
    load: list(async () => (await import('../../features/static-pages/components/static-pages-list')).StaticPagesList),
  },
  SETTINGS_SCREEN,
];
