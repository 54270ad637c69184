import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AuthUser } from '../auth/index.js';
import { actingAs } from './steps-service.js';
import { findSlotDriver } from '../reservations/index.js';

/**
 * Who may act on a car of a trip, decided before the request's body is read (decision 071), by the rules the step and
 * the report apply again under their locks: someone else's job is a 403 or 404 whatever is sent.
 */
async function slotDriver(db: Database, id: number, slotId: number): Promise<{ driverId: number | null }> {
  const slot = await findSlotDriver(db, id, slotId);
  if (!slot) throw AppError.notFound('This job');
  return slot;
}

/** A step: the car's own driver, or staff with reservations:assign on their behalf. */
export async function mayStepSlot(db: Database, user: AuthUser, id: number, slotId: number): Promise<void> {
  actingAs(user, await slotDriver(db, id, slotId));
}

/** The extras of a job: its own driver only. */
export async function mayReportExtrasOf(db: Database, user: AuthUser, id: number, slotId: number): Promise<void> {
  const slot = await slotDriver(db, id, slotId);
  if (slot.driverId !== user.id) throw AppError.notFound('This job');
}
