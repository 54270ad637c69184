import { z } from 'zod';
import { can, type Grantee } from '../permissions.js';

/**
 * Live updates (issue 12, decision 049): `GET /api/v1/events` streams server-sent events
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html) to a signed-in client, read with `fetch` and the
 * `Authorization: Bearer` header:
 *
 * - `event: reservation` with `data: {"id","status","version","linkedId","deleted"}`: a trip the user may see was
 *   created, changed or deleted (a deleted one with what it last was). Refetch what shows it; `version` tells
 *   whether what is on screen is older.
 * - `event: resync`: changes may have been missed (the server's link to the database dropped): refetch everything.
 * - comment lines (`: …`) every ~25 s keep the connection open through proxies; `retry:` is the advised delay.
 */
export const EVENTS_PATH = '/events';

export const LIVE_EVENTS = { reservation: 'reservation', resync: 'resync' } as const;

/** At most this many open streams a user per API process; one more is a 429. */
export const MAX_STREAMS_PER_USER = 10;

/** How long a client should wait before connecting again after the stream ended or failed. */
export const RECONNECT_MS = 3_000;

export const reservationEventSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  /** The other leg of a round trip. */
  linkedId: z.number().int().nullable(),
  deleted: z.boolean(),
});
export type ReservationEvent = z.infer<typeof reservationEventSchema>;

/** The people a trip's changes concern besides staff: its customer, creator and drivers (and any it just lost). */
export interface ReservationAudience {
  people: readonly number[];
}

/**
 * Whether a user hears of a trip's changes: staff who may see every trip (`reservations:view` lists them,
 * `reservations:details` opens any), and otherwise the people it concerns (DESIGN §4's self rule, and its drivers).
 * Drafts included: their author follows them in another tab.
 */
export function mayFollowReservation(user: Grantee & { id: number }, audience: ReservationAudience): boolean {
  return can(user, 'reservations:view') || can(user, 'reservations:details') || audience.people.includes(user.id);
}
