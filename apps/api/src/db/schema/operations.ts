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
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './people.js';

// ── What the system keeps to run: the audit log, the outbox, links, places, attachments, limits, keys ──
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
    /** An international airport (migration 0036, decision 094): its pickups take the card's international grace. */
    international: boolean('international').notNull().default(false),
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
