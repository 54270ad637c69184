import { z } from 'zod';

/** The channel migration 0016's triggers notify on every change of a trip (decision 049). */
export const RESERVATIONS_CHANNEL = 'livery_reservations';

/** What a deleted trip last was: its row is gone when the change is read. */
const deletedSchema = z.object({
  status: z.string(),
  version: z.number().int(),
  linkedId: z.number().int().nullable(),
});

/** One notification of the triggers (see migrations/0016_reservation_events.sql). */
const notificationSchema = z.object({
  id: z.number().int(),
  /** People who could see the trip before the change and may no longer: they hear of this change still. */
  formerly: z.array(z.number().int()).optional(),
  deleted: deletedSchema.optional(),
});

/** The changes of one trip since the last delivery, merged. */
export interface ReservationChange {
  id: number;
  formerly: Set<number>;
  deleted: z.infer<typeof deletedSchema> | null;
}

/** Adds a notification to the pending changes (by trip); false when it is not one of the triggers'. */
export function mergeNotification(pending: Map<number, ReservationChange>, payload: string): boolean {
  let parsed;
  try {
    parsed = notificationSchema.safeParse(JSON.parse(payload));
  } catch {
    return false;
  }
  if (!parsed.success) return false;
  const { id, formerly = [], deleted } = parsed.data;
  const change = pending.get(id) ?? { id, formerly: new Set<number>(), deleted: null };
  for (const person of formerly) change.formerly.add(person);
  change.deleted = deleted ?? change.deleted;
  pending.set(id, change);
  return true;
}
