import type { MilesPrecision, TripLocation, WaitCorrection, WaitTerms } from '@livery/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money, percentage, phoneDigitsIndex, sortIndexes, timestamps, trigramIndexes, version } from './columns.js';
import type { SlotProgress } from '@livery/domain';
import { users } from './people.js';
import { addons, affiliates, cars } from './catalogue.js';
import { places } from './operations.js';
import { rateCards } from './rate-cards.js';

/** A trip with a balance due (decision 080): `owesBalance` of modules/reservations, the partial indexes' predicate. */
const owing = (t: { status: AnyPgColumn; amount: AnyPgColumn; paidAmount: AnyPgColumn }) =>
  sql`${t.status} in ('created', 'unpaid', 'viewed', 'assigned', 'completed') and ${t.amount} > ${t.paidAmount}`;

// ── Reservations (issue 11, decision 039) ──────────────────────────────────────────────────────────────
/**
 * A trip (SPEC §3, DESIGN §5). A draft holds the wizard's whole state and may lack what a booking needs, so most
 * columns are nullable; the service checks them when the draft proceeds. Its number is `A` + id (never reused).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull(),
    tripType: text('trip_type').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    affiliateId: integer('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    hotelName: text('hotel_name'),
    flightNumber: text('flight_number'),
    airline: text('airline'),
    comments: text('comments'),
    isBagsChecked: boolean('is_bags_checked').notNull().default(false),
    /** The instant of the pickup; shown and compared by date in the business time zone. */
    pickUpAt: timestamp('pick_up_at', { withTimezone: true, mode: 'date' }),
    pickUpLocation: text('pick_up_location'),
    pickUpPlaceId: integer('pick_up_place_id').references(() => places.id, { onDelete: 'set null' }),
    dropOffLocation: text('drop_off_location'),
    dropOffPlaceId: integer('drop_off_place_id').references(() => places.id, { onDelete: 'set null' }),
    /** Ordered extra stops: `[{ address, placeId? }]`. */
    stops: jsonb('stops')
      .$type<TripLocation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    passengers: integer('passengers'),
    miles: numeric('miles', { precision: 8, scale: 1, mode: 'number' }),
    /** An hourly booking's minutes (migration 0037, decision 092): how long the car is kept, for the board. */
    bookedMinutes: integer('booked_minutes'),
    /** Where the miles came from: `great-circle`, `osrm`, or `staff` (entered by hand). */
    milesSource: text('miles_source'),
    /** How exactly the miles were measured (migration 0022, decision 059); NULL on older trips. */
    milesPrecision: text('miles_precision').$type<MilesPrecision>(),
    /** On the outbound of a round trip: its return's id; on the return: `childOf`, the outbound's id. */
    parentOf: integer('parent_of'),
    childOf: integer('child_of'),
    paymentType: text('payment_type'),
    paypalCustomerId: text('paypal_customer_id'),
    transactionId: text('transaction_id'),
    amount: money('amount'),
    /**
     * What was paid for this leg and not refunded (migration 0017, decision 051): its payments less its PayPal
     * refunds, written with each, so a list shows what is paid and due without a join.
     */
    paidAmount: money('paid_amount').notNull().default(0),
    /** The pricing engine's itemised breakdown of this leg: its inputs and every line. */
    priceBreakdown: jsonb('price_breakdown'),
    /** What the what-if reads of the breakdown, as JSON text: kept by a trigger (migration 0038, decision 095). */
    pricingParts: text('pricing_parts'),
    /** The rate card this leg was priced with (decisions 091, 092); null on every trip priced before cards. */
    rateCardId: integer('rate_card_id').references(() => rateCards.id, { onDelete: 'restrict' }),
    /** A draft's whole wizard state, to resume it in any browser. */
    draftState: jsonb('draft_state'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reservations_transaction_id_key').on(t.transactionId),
    index('reservations_customer_idx').on(t.customerId, t.pickUpAt, t.id),
    index('reservations_status_pick_up_idx').on(t.status, t.pickUpAt, t.id),
    // The list (issue 12, migration 0012): a user's own trips, and a status in the default order.
    index('reservations_created_by_idx').on(t.createdById),
    index('reservations_status_created_idx').on(t.status, t.createdAt, t.id),
    // Also reservations_pick_up_revenue_idx (pick_up_at) INCLUDE (status, amount), migration 0014: drizzle's index
    // builder has no INCLUDE, so it lives in the SQL only.
    check('reservations_paid_amount_not_negative', sql`${t.paidAmount} >= 0`),
    // The trips that owe, by pickup and by booking (migration 0028, decision 080): the list's balanceDue filter.
    index('reservations_balance_due_pick_up_idx').on(t.pickUpAt, t.id).where(owing(t)),
    index('reservations_balance_due_created_idx').on(t.createdAt, t.id).where(owing(t)),
    index('reservations_parent_of_idx').on(t.parentOf),
    index('reservations_child_of_idx').on(t.childOf),
    // Deleting a card not yet in force checks no trip holds it: without this, a scan of every trip.
    index('reservations_rate_card_idx')
      .on(t.rateCardId)
      .where(sql`${t.rateCardId} is not null`),
    ...sortIndexes('reservations', t.id, [t.pickUpAt, t.createdAt, t.amount, t.name, t.email]),
    ...trigramIndexes('reservations', [
      t.name,
      t.email,
      t.phoneNumber,
      // The trip's addresses (migration 0019, decision 054).
      t.pickUpLocation,
      t.dropOffLocation,
      t.hotelName,
    ]),
    phoneDigitsIndex('reservations', t.phoneNumber),
  ],
);

/** The car classes of a trip: how many of each and the class line of the price. */
export const reservationCars = pgTable(
  'reservation_cars',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    /** The class's name when booked, kept if the class is renamed or deleted. */
    carName: text('car_name').notNull(),
    count: integer('count').notNull(),
    lineAmount: money('line_amount').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('reservation_cars_reservation_idx').on(t.reservationId, t.position)],
);

/** One slot per car of a trip: the driver assigned to it (issue 12) and the driver's share of the price. */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    reservationCarId: integer('reservation_car_id')
      .notNull()
      .references(() => reservationCars.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    driverShare: money('driver_share').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    // The day of the trip (migration 0021, decision 058): set to `assigned`, and the times cleared, by a trigger
    // whenever the driver changes; moved on by the driver's steps (modules/trip-progress).
    progress: text('progress').$type<SlotProgress>(),
    /** When the driver was given this slot (migration 0024's trigger): no step records a time before it. */
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true, mode: 'date' }),
    onLocationAt: timestamp('on_location_at', { withTimezone: true, mode: 'date' }),
    onBoardAt: timestamp('on_board_at', { withTimezone: true, mode: 'date' }),
    droppedOffAt: timestamp('dropped_off_at', { withTimezone: true, mode: 'date' }),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastAccuracy: doublePrecision('last_accuracy'),
    lastPositionAt: timestamp('last_position_at', { withTimezone: true, mode: 'date' }),
    /** The extras the driver reported after the trip, charged once the office approves them. */
    waitingMinutes: integer('waiting_minutes'),
    tolls: money('tolls'),
    parking: money('parking'),
    extrasState: text('extras_state').$type<'submitted' | 'approved' | 'declined'>(),
    extrasReviewedById: integer('extras_reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    extrasReviewedAt: timestamp('extras_reviewed_at', { withTimezone: true, mode: 'date' }),
    // Decision 094: what the car's wait is billed by (fixed at On board), and the office's correction of it.
    waitTerms: jsonb('wait_terms').$type<WaitTerms>(),
    waitCorrection: jsonb('wait_correction').$type<WaitCorrection>(),
  },
  (t) => [
    uniqueIndex('reservation_slots_slot_key').on(t.reservationCarId, t.slot),
    index('reservation_slots_reservation_idx').on(t.reservationId),
    index('reservation_slots_driver_idx').on(t.driverId, t.reservationId),
  ],
);

/** Every status a trip has had: who moved it, when, from what, and why; written with the change. */
export const reservationStatusChanges = pgTable(
  'reservation_status_changes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('reservation_status_changes_reservation_idx').on(t.reservationId, t.createdAt)],
);

/**
 * An addon on a booked trip (issue 12, migration 0015, decision 047; DESIGN §5 price step 8): the catalogue's addon
 * as it was when added, what it adds to the leg now (`line_amount`, recomputed when an addon before it is removed),
 * and its place in the order added.
 */
export const reservationAddons = pgTable(
  'reservation_addons',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The catalogue's addon; null once deleted from the catalogue (the line keeps its name and price). */
    addonId: integer('addon_id').references(() => addons.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    amount: money('amount'),
    percentage: percentage('percentage'),
    lineAmount: money('line_amount').notNull(),
    explanation: text('explanation'), // an office line's own (an approved wait's rule, decision 094)
    position: integer('position').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_addons_reservation_idx').on(t.reservationId, t.position),
    index('reservation_addons_addon_idx').on(t.addonId),
  ],
);

/**
 * A booking's answer under its `Idempotency-Key`: the same key from the same person gets the same answer again,
 * so a double click or a retry books once. `requestHash` refuses the key reused for another request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
