import type { TimeFormat } from '@livery/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  type ExtraConfigColumn,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { phoneDigits } from './phone-digits.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
const version = integer('version').notNull().default(1);

/**
 * A list's indexes (issue 10, decision 031): for each sort field a btree on (column, id) — the order a page asks
 * for, id the tie-breaker — so a sorted page, a keyset step and a filter are index scans at any size.
 */
const sortIndexes = (table: string, id: ExtraConfigColumn, columns: readonly ExtraConfigColumn[]) =>
  columns.map((column) => index(`${table}_${column.name}_sort_idx`).on(column, id));

/**
 * A trigram index per searched column, so `ILIKE '%fragment%'` (the lists' search) is an index scan too. Without
 * GIN's pending list (`fastupdate`): every search read up to 4 MB of unsorted recent entries per index (8 ms for a
 * fragment no name holds), a cost a list read thousands of times a day pays for writes made a few times an hour.
 */
const trigramIndexes = (table: string, columns: readonly ExtraConfigColumn[]) =>
  columns.map((column) =>
    index(`${table}_${column.name}_trgm_idx`).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false }),
  );

/**
 * A phone's digits, trigram-indexed (migration 0019, decision 054): a search that reads as a phone number finds it
 * however either is punctuated, through `phoneDigitsHold` (the same expression).
 */
const phoneDigitsIndex = (table: string, phone: ExtraConfigColumn) =>
  index(`${table}_phone_digits_trgm_idx`)
    .using('gin', sql`(${phoneDigits(phone)}) gin_trgm_ops`)
    .with({ fastupdate: false });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped on sign-out and password change: every token carrying an older one is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    phoneType: text('phone_type'),
    /** AES-256-GCM (lib/ssn-cipher.ts); never stored or logged in clear. */
    ssnEncrypted: text('ssn_encrypted'),
    dob: date('dob', { mode: 'string' }),
    address: text('address'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * The ids of the roles in `user_roles`, kept by a trigger on that table (migration 0006): a role filter and a
     * name search then meet in one table, as one bitmap of two indexes (decision 031). Never written by the app.
     */
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_ids_idx').using('gin', t.roleIds).with({ fastupdate: false }),
    ...sortIndexes('users', t.id, [t.firstName, t.lastName, t.email, t.createdAt]),
    ...trigramIndexes('users', [t.firstName, t.lastName, t.email, t.phoneNumber]),
    phoneDigitsIndex('users', t.phoneNumber),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version,
    ...timestamps,
  },
  // `Driver` and `driver` are one role (SPEC §7 asks for `role=Driver`).
  (t) => [
    uniqueIndex('roles_name_key').on(sql`lower(${t.name})`),
    ...sortIndexes('roles', t.id, [t.name, t.createdAt]),
    ...trigramIndexes('roles', [t.name]),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    version,
    ...timestamps,
  },
  (t) => [...sortIndexes('permissions', t.id, [t.name, t.createdAt]), ...trigramIndexes('permissions', [t.name])],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  // (role, user): the holders of a role in user order, so counting a role's users is an index-only merge join.
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_user_idx').on(t.roleId, t.userId)],
);

export const statuses = pgTable('statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('affiliates_name_key').on(sql`lower(${t.name})`),
    ...sortIndexes('affiliates', t.id, [t.name, t.createdAt]),
    ...trigramIndexes('affiliates', [t.name]),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

// ── Catalogue (issue 3): cars, surges, addons, discount codes ──────────────────────────────────────────
/** numeric(12,2) read as a number in two-decimal JSON (DESIGN.md §3); written through domain's cents. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const percentage = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const isActive = boolean('is_active').notNull().default(true);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    toAdd: money('to_add').notNull(),
    toMultiply: money('to_multiply').notNull(),
    minimumRate: money('minimum_rate').notNull(),
    quantity: integer('quantity').notNull(),
    maxBags: integer('max_bags').notNull(),
    maxPassenger: integer('max_passenger').notNull(),
    isActive,
    /** Storage keys of the uploaded image and its reduced copy (null until uploaded). */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    imageType: text('image_type'),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cars_name_key').on(sql`lower(${t.name})`),
    index('cars_is_active_idx').on(t.isActive, t.createdAt, t.id),
    ...sortIndexes('cars', t.id, [
      t.name,
      t.toAdd,
      t.toMultiply,
      t.minimumRate,
      t.quantity,
      t.maxBags,
      t.maxPassenger,
      t.isActive,
      t.createdAt,
    ]),
    ...trigramIndexes('cars', [t.name]),
  ],
);

export const surges = pgTable(
  'surges',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    percentage: percentage('percentage'),
    amount: money('amount'),
    description: text('description'),
    isActive,
    version,
    ...timestamps,
  },
  (t) => [
    index('surges_active_dates_idx').on(t.isActive, t.from, t.to),
    index('surges_is_active_idx').on(t.isActive, t.createdAt, t.id),
    ...sortIndexes('surges', t.id, [
      t.name,
      t.from,
      t.to,
      t.percentage,
      t.amount,
      t.description,
      t.isActive,
      t.createdAt,
    ]),
    ...trigramIndexes('surges', [t.name, t.description]),
  ],
);

export const addons = pgTable(
  'addons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    percentage: percentage('percentage'),
    amount: money('amount'),
    isActive,
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('addons_name_key').on(sql`lower(${t.name})`),
    index('addons_is_active_idx').on(t.isActive, t.createdAt, t.id),
    ...sortIndexes('addons', t.id, [t.name, t.percentage, t.amount, t.isActive, t.createdAt]),
    ...trigramIndexes('addons', [t.name]),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type', { enum: ['general', 'round trip'] }).notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    percentage: percentage('percentage'),
    amount: money('amount'),
    isActive,
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(sql`lower(${t.code})`),
    index('discount_codes_active_type_idx').on(t.isActive, t.type, t.from, t.to),
    index('discount_codes_is_active_idx').on(t.isActive, t.createdAt, t.id),
    index('discount_codes_type_idx').on(t.type, t.createdAt, t.id),
    ...sortIndexes('discount_codes', t.id, [
      t.code,
      t.type,
      t.from,
      t.to,
      t.percentage,
      t.amount,
      t.isActive,
      t.createdAt,
    ]),
    ...trigramIndexes('discount_codes', [t.code]),
    // At most one active round-trip code, enforced by the database as well as the service.
    uniqueIndex('discount_codes_one_active_round_trip')
      .on(t.type)
      .where(sql`${t.isActive} and ${t.type} = 'round trip'`),
  ],
);

// ── Static pages (issue 13) ──────────────────────────────────────────────────────────────────────────
/** Pages of the site at `/{slug}` (DESIGN §6); `content` is HTML sanitised when saved. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    content: text('content').notNull().default(''),
    isActive,
    version,
    ...timestamps,
  },
  (t) => [
    // Slugs are lower-case by rule; the index is on the column itself, so `/{slug}` is one index lookup.
    uniqueIndex('static_pages_slug_key').on(t.slug),
    // The public menu (the active pages by title), and the editor's list filtered by Active in its default order.
    index('static_pages_active_title_idx').on(t.isActive, t.title, t.id),
    index('static_pages_is_active_idx').on(t.isActive, t.updatedAt, t.id),
    ...sortIndexes('static_pages', t.id, [t.title, t.slug, t.isActive, t.updatedAt, t.createdAt]),
    ...trigramIndexes('static_pages', [t.title, t.slug]),
  ],
);

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
      .notNull()
      .default(sql`'[]'::jsonb`),
    passengers: integer('passengers'),
    miles: numeric('miles', { precision: 8, scale: 1, mode: 'number' }),
    /** Where the miles came from: `great-circle`, `osrm`, or `staff` (entered by hand). */
    milesSource: text('miles_source'),
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
    index('reservations_parent_of_idx').on(t.parentOf),
    index('reservations_child_of_idx').on(t.childOf),
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
export const reservationDrivers = pgTable(
  'reservation_drivers',
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
  },
  (t) => [
    uniqueIndex('reservation_drivers_slot_key').on(t.reservationCarId, t.slot),
    index('reservation_drivers_reservation_idx').on(t.reservationId),
    index('reservation_drivers_driver_idx').on(t.driverId, t.reservationId),
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
 * A PayPal refund made on cancelling a trip (issue 12, migration 0013, decision 043): of which capture, how much,
 * by whom. The sum per capture is what was given back; PayPal's refund id is recorded once.
 */
export const reservationRefunds = pgTable(
  'reservation_refunds',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    captureId: text('capture_id').notNull(),
    paypalRefundId: text('paypal_refund_id').notNull(),
    /** PayPal's status of the refund: COMPLETED, or PENDING while PayPal processes it. */
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservation_refunds_paypal_refund_id_key').on(t.paypalRefundId),
    index('reservation_refunds_reservation_idx').on(t.reservationId, t.createdAt),
    index('reservation_refunds_capture_idx').on(t.captureId),
  ],
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
 * A payment of a trip (issue 22, migration 0017, decision 051): recorded by staff (cash, card terminal, check, invoice,
 * other) or by Livery when PayPal captures (at booking, or a balance paid online), with PayPal's capture id — once
 * per leg it paid for. The sum per leg less its refunds is the leg's `paid_amount`.
 */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    /** The business date it was paid. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    paypalCaptureId: text('paypal_capture_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('reservation_payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'reservation_payments_method_known',
      sql`${t.method} IN ('cash', 'card-terminal', 'check', 'invoice', 'other', 'paypal')`,
    ),
    check('reservation_payments_reference_length', sql`char_length(${t.reference}) <= 200`),
    check(
      'reservation_payments_paypal_has_capture',
      sql`(${t.method} = 'paypal') = (${t.paypalCaptureId} IS NOT NULL)`,
    ),
    index('reservation_payments_reservation_idx').on(t.reservationId, t.createdAt),
    uniqueIndex('reservation_payments_capture_key').on(t.paypalCaptureId, t.reservationId),
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

// ── People and access (issue 4) ────────────────────────────────────────────────────────────────

/** Mail to send (DESIGN.md §5): written in the transaction that causes it, sent by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Single-use links (reset, verify, change-email, set-password): only the SHA-256 of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset-password', 'set-password', 'verify-email', 'change-email'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

/**
 * Known places with coordinates, what distances are measured between (DESIGN §5): airports (with their IATA
 * `code`), their terminals (kind `terminal`, with their `airportId`) and common addresses (decision 038).
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    kind: text('kind').notNull(),
    code: text('code'),
    airportId: integer('airport_id').references((): AnyPgColumn => places.id, { onDelete: 'cascade' }),
    /** An airport's booked trips from or to it or its terminals, kept by a trigger (migration 0020, decision 056). */
    tripCount: integer('trip_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('places_code_key').on(t.code),
    index('places_kind_name_idx').on(t.kind, t.name),
    index('places_airport_name_idx').on(t.airportId, t.name),
    index('places_airport_use_idx')
      .on(t.tripCount.desc(), t.name)
      .where(sql`${t.kind} = 'airport'`),
    check('places_code_only_airports', sql`${t.code} IS NULL OR ${t.kind} = 'airport'`),
    check('places_terminal_has_airport', sql`(${t.kind} = 'terminal') = (${t.airportId} IS NOT NULL)`),
  ],
);

export const userAttachments = pgTable(
  'user_attachments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_attachments_user_idx').on(t.userId)],
);

/**
 * Request and sign-in counters shared by every API process on the database (decision 026): one row per key and
 * window, counted with an atomic upsert; expired rows are swept as new ones arrive.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * What the first process started the database with, for each secret: an HMAC of a fixed text under the key,
 * never the key. A process holding another key refuses to start (decision 026).
 */
export const keyFingerprints = pgTable('key_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ── Configuration (issue 11, decision 037) ─────────────────────────────────────────────────────────────
/** The home page's texts and questions, as the domain's `homeSchema` checked them when they were saved. */
export interface HomeContent {
  contactNumber: string;
  welcome: string;
  services: string;
  coreValues: string;
  satisfaction: string;
  payment: string;
  workingHours: string;
  faq: { question: string; answer: string }[];
}

/** The one configuration record (SPEC §3: id 1): pricing inputs, home page, messages and the business time zone. */
export const configurations = pgTable(
  'configurations',
  {
    id: integer('id').primaryKey(),
    meetAndGreetAmount: numeric('meet_and_greet_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    meetAndGreetPercentage: numeric('meet_and_greet_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    maxMilesSurgeMiles: numeric('max_miles_surge_miles', { precision: 7, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    maxMilesSurgeAmount: numeric('max_miles_surge_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    extraStopAmount: numeric('extra_stop_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    home: jsonb('home').$type<HomeContent>().notNull(),
    reservationAlert: text('reservation_alert').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    // The customer policy (migration 0018, decision 052).
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
    cancelFeePercentage: numeric('cancel_fee_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    officeEmail: text('office_email').notNull().default(''),
    // How times read everywhere: '12h' or '24h' (migration 0020, decision 056).
    timeFormat: text('time_format').$type<TimeFormat>().notNull().default('12h'),
    version,
    ...timestamps,
  },
  (t) => [
    check('configurations_single_row', sql`${t.id} = 1`),
    check('configurations_percentage_range', sql`${t.meetAndGreetPercentage} BETWEEN 0 AND 100`),
    check('configurations_cancel_cutoff_range', sql`${t.cancelCutoffHours} BETWEEN 0 AND 720`),
    check('configurations_cancel_fee_range', sql`${t.cancelFeePercentage} BETWEEN 0 AND 100`),
    check('configurations_time_format', sql`${t.timeFormat} IN ('12h', '24h')`),
  ],
);
