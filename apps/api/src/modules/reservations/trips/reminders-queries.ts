import { and, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { withSlotsAndCars } from '../core/index.js';
import { reservationCars, reservationSlots, reservations, tripReminders } from '../../../db/schema.js';
import { joinPerson, personColumns as driver } from '../../people/index.js';

/** The trips a reminder is for: booked and not yet driven, completed or cancelled. */
const REMINDED_STATUSES = ['created', 'viewed', 'assigned', 'unpaid'];
/** At most this many reminders of a kind per run: the next run takes the rest. */
const BATCH = 200;

const hoursAfter = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/**
 * The customers to remind (decision 058): trips whose pickup is within 24 hours and still ahead, booked more than 24
 * hours before it (else the confirmation has just told them), not yet reminded. Read through the (status,
 * pick_up_at) index.
 */
export async function findDueCustomerReminders(db: Executor, now: Date) {
  return db
    .select({
      reservationId: reservations.id,
      email: sql<string>`${reservations.email}`,
      name: reservations.name,
      customerId: reservations.customerId,
      pickUpAt: sql<Date>`${reservations.pickUpAt}`.mapWith(reservations.pickUpAt),
      pickUpLocation: reservations.pickUpLocation,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, REMINDED_STATUSES),
        gt(reservations.pickUpAt, now),
        lte(reservations.pickUpAt, hoursAfter(now, 24)),
        sql`${reservations.createdAt} < ${reservations.pickUpAt} - interval '24 hours'`,
        isNotNull(reservations.email),
        sql`not exists (select 1 from ${tripReminders} where ${tripReminders.reservationId} = ${reservations.id}
          and ${tripReminders.audience} = 'customer')`,
      ),
    )
    .orderBy(reservations.pickUpAt, reservations.id)
    .limit(BATCH);
}

/** Each slot's driver whose pickup is within 2 hours and still ahead, on a job not yet started, not yet reminded. */
export async function findDueDriverReminders(db: Executor, now: Date) {
  return joinPerson(
    withSlotsAndCars(
      db
        .select({
          reservationId: reservations.id,
          pickUpAt: sql<Date>`${reservations.pickUpAt}`.mapWith(reservations.pickUpAt),
          pickUpLocation: reservations.pickUpLocation,
          carName: reservationCars.carName,
          email: driver.email,
          firstName: driver.firstName,
          phoneNumber: driver.phoneNumber,
          phoneType: driver.phoneType,
        })
        .from(reservations)
        .$dynamic(),
    ),
    reservationSlots.driverId,
  )
    .where(
      and(
        inArray(reservations.status, REMINDED_STATUSES),
        gt(reservations.pickUpAt, now),
        lte(reservations.pickUpAt, hoursAfter(now, 2)),
        inArray(reservationSlots.progress, ['assigned', 'accepted']),
        sql`not exists (select 1 from ${tripReminders} where ${tripReminders.reservationId} = ${reservations.id}
          and ${tripReminders.audience} = 'driver' and ${tripReminders.recipient} = ${driver.email})`,
      ),
    )
    .orderBy(reservations.pickUpAt, reservationSlots.id)
    .limit(BATCH);
}

/**
 * Claims a reminder, in the transaction that queues it: true for the one process whose insert wins, false when it
 * was sent already (or another process is sending it now, and waits for its commit).
 */
export async function claimReminder(
  tx: Executor,
  reservationId: number,
  audience: 'customer' | 'driver',
  recipient: string,
): Promise<boolean> {
  const rows = await tx
    .insert(tripReminders)
    .values({ reservationId, audience, recipient })
    .onConflictDoNothing()
    .returning({ reservationId: tripReminders.reservationId });
  return rows.length > 0;
}
