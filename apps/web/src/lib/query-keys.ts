/**
 * The query keys of one feature, made in one place: `all` is what its mutations invalidate,
 * `list(params)` and `one(id)` sit under it. `queryKeys('cars').list({ limit: 25 })` →
 * `['cars', 'list', { limit: 25 }]`.
 */
export function queryKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    list: <P extends object>(params: P) => [name, 'list', params] as const,
    one: (id: number | string) => [name, 'one', id] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;

/**
 * Every reservations query (the quote, the lists, a trip's details) sits under this key: booking, changing or
 * acting on a trip refreshes them all. Shared by the booking and reservations features.
 */
export const reservationKeys = queryKeys('reservations');
