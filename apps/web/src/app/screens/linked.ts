/** The screens in no menu, reached by links: a reservation's details, the booking wizard, a trip, a driver's jobs. */
import { DRIVER_JOBS_VIEWERS } from '@livery/domain';
import { CUSTOMER_TRIP_SCREEN, JOB_SCREEN, NAME_SIGN_SCREEN, TODAY_SCREEN } from './phone';
import type { Screen } from './screen';

/** The reservation screens reached from the list, not from a menu. */
export const RESERVATION_SCREENS: readonly Screen[] = [
  {
    path: 'reservation/details/:reservationId',
    title: 'Reservation Details',
    permission: 'reservations:details',
    load: async () =>
      (await import('../../features/reservations/components/reservation-details-page')).ReservationDetailsPage,
  },
  {
    // Open to anyone: a visitor gets a quote; booking itself needs reservations:create (the wizard says so).
    path: 'reservation/create',
    title: 'Create Reservation',
    load: async () => (await import('../../features/booking/components/booking-wizard')).BookingWizard,
  },
  {
    // Staff with reservations:edit, or the trip's own customer or booker (the self rule, decision 052): the page asks
    // GET /reservations/{id}/booking, which answers anyone else's trip with a 404 and shows nothing of it.
    path: 'reservation/update/:reservationId',
    title: 'Update Reservation',
    signedIn: true,
    load: async () => (await import('../../features/booking/components/booking-wizard')).ReservationUpdate,
  },
  {
    // A trip's live status for its passenger (issue 24): no sign-in, the unguessable link of their texts and e-mails.
    path: 'status/:token',
    title: 'Trip Status',
    load: async () => (await import('../../features/trip-status/components/trip-status-page')).TripStatusPage,
  },
  {
    // A quote sent by the office (issue 39, decision 090): no sign-in, the unguessable link of its e-mail.
    path: 'quote/:token',
    title: 'Your Quote',
    load: async () => (await import('../../features/quotes/components/quote-page')).QuotePage,
  },
  // A customer's own trip: a phone-first screen (phone.ts).
  CUSTOMER_TRIP_SCREEN,
];

/** A driver's work (decision 053): one job, built for a phone, and a driver's schedule for the staff who plan it. */
export const JOB_SCREENS: readonly Screen[] = [
  // Today, the name sign and the job: phone-first screens (phone.ts).
  TODAY_SCREEN,
  NAME_SIGN_SCREEN,
  JOB_SCREEN,
  {
    // From the Drivers list: a driver's jobs read with users:jobs or drivers:view, outside the profile area, whose
    // account read needs the right to manage the driver (drivers:edit), which a dispatcher does not hold.
    path: 'drivers/:userId/jobs',
    title: 'Driver’s Jobs',
    anyOf: DRIVER_JOBS_VIEWERS,
    allowSelf: true,
    load: async () => (await import('../../features/jobs/components/driver-schedule-page')).DriverSchedulePage,
  },
];
