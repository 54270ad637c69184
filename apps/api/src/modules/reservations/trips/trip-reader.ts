import { tripReader, type TripReader } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import type { AuthUser } from '../../auth/index.js';
import type { ReservationRow } from '../core/index.js';
import { findDriverIdsOf } from './visible-trips-queries.js';

/**
 * Who reads this trip, and so how much of it (decision 074; the rule is the domain's `tripReader`): staff, its
 * customer or creator, a driver with a slot on it, or null — anyone else is told it does not exist.
 */
export async function readerOfTrip(db: Executor, user: AuthUser, row: ReservationRow): Promise<TripReader | null> {
  return tripReader(row, user, await findDriverIdsOf(db, row.id));
}
