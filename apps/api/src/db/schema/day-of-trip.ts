import type { SlotStep, SlotProgress } from '@livery/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './people.js';
import { reservationSlots, reservations } from './reservations.js';

// ── The day of the trip (issue 24, migration 0021, decision 058) ────────────────────────────────────────
/**
 * Every step on a car slot (migration 0021, decision 058): the step, who made it (the slot's driver, or dispatch on
 * their behalf), where the slot was and went, the time recorded and the phone's position. `(actor, clientId)` is
 * unique: a step sent twice is answered from its row and counted once.
 */
export const slotSteps = pgTable(
  'slot_steps',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => reservationSlots.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    onBehalf: boolean('on_behalf').notNull().default(false),
    clientId: text('client_id').notNull(),
    step: text('step').$type<SlotStep>().notNull(),
    fromProgress: text('from_progress').$type<SlotProgress>(),
    toProgress: text('to_progress').$type<SlotProgress>(),
    applied: boolean('applied').notNull(),
    reason: text('reason'),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_steps_client_key').on(t.actorId, t.clientId),
    index('slot_steps_slot_idx').on(t.slotId, t.id),
    index('slot_steps_reservation_idx').on(t.reservationId, t.id),
  ],
);

/**
 * The reminders sent (migration 0021): the customer 24 hours before the pickup, each driver 2 hours before. The
 * key is the trip, the audience and the address: the process whose insert wins sends it, once.
 */
export const tripReminders = pgTable(
  'trip_reminders',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<'customer' | 'driver'>().notNull(),
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.audience, t.recipient] })],
);

/** A car slot's progress and the time of each step, as every query that shows them selects them. */
export const slotProgressColumns = {
  progress: reservationSlots.progress,
  acceptedAt: reservationSlots.acceptedAt,
  onTheWayAt: reservationSlots.onTheWayAt,
  onLocationAt: reservationSlots.onLocationAt,
  onBoardAt: reservationSlots.onBoardAt,
  droppedOffAt: reservationSlots.droppedOffAt,
};

/** The extras a driver reports on a slot (waiting time, tolls, parking) and their review, as every query selects them. */
export const slotExtrasColumns = {
  waitingMinutes: reservationSlots.waitingMinutes,
  tolls: reservationSlots.tolls,
  parking: reservationSlots.parking,
  extrasState: reservationSlots.extrasState,
  waitTerms: reservationSlots.waitTerms,
  waitCorrection: reservationSlots.waitCorrection,
};
