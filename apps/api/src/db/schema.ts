import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** Known places for the address autocomplete (airports and common addresses). */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  kind: text('kind').notNull(),
});

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
