import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * The query keys of one feature, made in one place: `all` is what its mutations invalidate,
 * `list(params)` and `one(id)` sit under it. `queryKeys('cars').list({ limit: 25 })` →
 * `['cars', 'list', { limit: 25 }]`. A query key is never written as a literal: it comes from a factory here or in
 * the feature's `api/` folder, so an invalidation can reach it.
 */
export function queryKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    list: <P extends object>(params: P) => [name, 'list', params] as const,
    one: (id: number | string) => [name, 'one', id] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;

const reservations = queryKeys('reservations');

/**
 * Every reservations query (the quote, the lists, a trip's details, the wizard's draft and booked trip) sits under
 * this key: booking, changing or acting on a trip refreshes them all. Live updates refresh `rows`, `one` and
 * `operations` (`app/use-live-updates.ts`). Shared by the booking, reservations, trips, jobs and home features.
 */
export const reservationKeys = {
  ...reservations,
  /** A list of trips as a `DataTable` source: everyone's (`'all'`), a person's (`userId`), `'trips'`, `'driver-jobs'`. */
  rows: <const Parts extends readonly unknown[]>(...parts: Parts) => [...reservations.all, 'rows', ...parts] as const,
  /** Every trip's details and what hangs under them (the jobs' paid state shows there). */
  allOnes: [...reservations.all, 'one'] as const,
  /** A quote, by whom and what it is for (`features/booking/api/quote-trip.ts`). */
  quote: <const Parts extends readonly unknown[]>(...parts: Parts) => [...reservations.all, 'quote', ...parts] as const,
  /** The staff home's figures of the day. */
  operationsToday: [...reservations.all, 'operations', 'today'] as const,
  /** A driver's name on their schedule: not under `rows`, a name does not change with a trip. */
  driverName: (driverId: number) => [...reservations.all, 'driver-name', driverId] as const,
  assignableDrivers: (id: number) => [...reservations.one(id), 'assignable-drivers'] as const,
  /** The trip as its traveller reads it. */
  customerTrip: (id: number) => [...reservations.one(id), 'trip'] as const,
  /** One job as its driver works it. */
  job: (id: number, driverId: number) => [...reservations.one(id), 'job', driverId] as const,
  /** A saved wizard (a draft keeps its id when it is booked). Read once by an open wizard: see `READ_ONCE`. */
  draft: (id: number) => [...reservations.one(id), 'draft'] as const,
  /** A booked trip as the wizard takes it again (update, duplicate). Read once by an open wizard: see `READ_ONCE`. */
  booking: (id: number) => [...reservations.one(id), 'booking'] as const,
};

/**
 * The `meta` of a query an open screen reads once (the wizard's draft and booked trip): a refresh marks it stale, so
 * the next opening reads it again, but never fetches it again under the person's hands (booking a draft would
 * answer "not found" for it; a colleague's change must not swap the version being edited).
 */
export const READ_ONCE = { readOnce: true } as const;

const isReadOnce = (query: { meta?: Record<string, unknown> | undefined }) => query.meta?.readOnce === true;

/**
 * `invalidateQueries`, but a `READ_ONCE` query is only marked stale. What `useApiMutation` and the live updates
 * refresh with.
 */
export function refreshQueries(queryClient: QueryClient, filters: QueryFilters): Promise<unknown> {
  const { predicate } = filters;
  return Promise.all([
    queryClient.invalidateQueries({ ...filters, predicate: (q) => !isReadOnce(q) && (predicate?.(q) ?? true) }),
    queryClient.invalidateQueries({
      ...filters,
      predicate: (q) => isReadOnce(q) && (predicate?.(q) ?? true),
      refetchType: 'none',
    }),
  ]);
}

/** The catalogue's keys that other features read too (the booking's available cars, the session's addons). */
export const carKeys = {
  ...queryKeys('cars'),
  available: ['cars', 'available'] as const,
  image: (id: number | undefined, updatedAt: string | undefined) => ['cars', 'image', id, updatedAt] as const,
};
export const addonKeys = { ...queryKeys('addons'), session: ['addons', 'session'] as const };
export const staticPageKeys = {
  ...queryKeys('static-pages'),
  available: ['static-pages', 'available'] as const,
  published: (slug: string) => ['static-pages', 'published', slug] as const,
};
/** A trip's status page, by its link's token (issue 24): read without signing in, kept live by its own stream. */
export const tripStatusKeys = queryKeys('trip-status');
/** Sent quotes (decision 090): staff's list, and one quote as its link opens it (by the token). */
export const quoteOfferKeys = queryKeys('quotes');
export const configurationKeys = { ...queryKeys('configurations'), public: ['configurations', 'public'] as const };

/**
 * Addresses (issue 25): the signed-in person's address book (`list`) and the suggestions of an address field, which
 * list those saved addresses too: naming or deleting one refreshes both through `all`.
 */
export const addressKeys = {
  ...queryKeys('addresses'),
  /** What an address field suggests: for whom it asks (`userId`), the customer staff book for, and the text. */
  suggestions: (userId: number | null, customerId: number | null, q: string) =>
    ['addresses', 'suggestions', userId, customerId, q] as const,
};

/** Reference data read by many screens. */
export const referenceKeys = {
  statuses: ['statuses'] as const,
  businessDate: ['business-date'] as const,
  airports: ['airports', { includeLocations: true }] as const,
  /** What a pickup at `at` may be booked as (decision 092). */
  bookableServices: (at: string | null) => ['rate-cards', 'services', at] as const,
  paypalConfig: ['payments', 'paypal', 'config'] as const,
  /** The booking's step 3 look-ups. */
  bookingLookup: (kind: 'customers' | 'affiliates', search: string) => ['booking-lookups', kind, search] as const,
};
