/**
 * The phone-first screens (issue 38, decision 085): a driver's Today, their job and its name sign, and a customer's
 * trip. The dashboard routes them like any screen; the phone entry (`src/phone/`) routes them alone, without the
 * dashboard's frame, so a phone opening one from a text or an e-mail loads only them.
 */
import { mdiCalendarToday } from '@mdi/js';
import type { Screen } from './screen';

export const TODAY_SCREEN: Screen = {
  // A driver's home on a phone (issue 24, decision 058): their jobs today and next, the next one first.
  path: 'today',
  title: 'Today',
  signedIn: true,
  // In the drawer of anyone who drives (`navAreasOf`), not by a permission.
  icon: mdiCalendarToday,
  description: 'Your jobs today and next, step by step',
  load: async () => (await import('../../features/jobs/components/today-page')).TodayPage,
};

export const NAME_SIGN_SCREEN: Screen = {
  // The passenger's name, full screen, for an airport pickup (issue 24).
  path: 'jobs/:reservationId/sign',
  title: 'Name Sign',
  signedIn: true,
  load: async () => (await import('../../features/jobs/components/name-sign-page')).NameSignPage,
};

export const JOB_SCREEN: Screen = {
  // The driver's own (their text and e-mail link here); staff with the jobs' permissions add `?driver={id}`.
  path: 'jobs/:reservationId',
  title: 'Job',
  signedIn: true,
  load: async () => (await import('../../features/jobs/components/driver-job-page')).DriverJobPage,
};

export const CUSTOMER_TRIP_SCREEN: Screen = {
  // A customer's own trip (decision 052), where their trips list and e-mails lead; anyone else's is not found.
  path: 'trips/:reservationId',
  title: 'Your Trip',
  signedIn: true,
  load: async () => (await import('../../features/trips/components/customer-trip-page')).CustomerTripPage,
};

/** What the phone entry routes; the server answers these paths with it (`apps/api/src/plugins/web.ts`). */
export const PHONE_SCREENS: readonly Screen[] = [TODAY_SCREEN, NAME_SIGN_SCREEN, JOB_SCREEN, CUSTOMER_TRIP_SCREEN];
