import type { PointPrecision } from '@livery/domain';
import {
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

// ── Book to any address (issue 25, migration 0022, decision 059) ────────────────────────────────────────
/**
 * The geocoder's answers, kept a day: a search's suggestions (`q:…`), an address placed (`a:…`) and a position's
 * street (`r:…`). A row older than a day is read as missing and written again.
 */
export const geocoderCache = pgTable(
  'geocoder_cache',
  {
    key: text('key').primaryKey(),
    answer: jsonb('answer').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('geocoder_cache_fetched_idx').on(t.fetchedAt)],
);

/**
 * A customer's address book: the addresses of their bookings that are not known places, with where they were
 * placed. They may name one (Home, Office) or delete it; `addressKey` (lower case, single spaces) keeps one row per
 * address.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    addressKey: text('address_key').notNull(),
    label: text('label'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    precision: text('precision').$type<PointPrecision>().notNull(),
    useCount: integer('use_count').notNull().default(1),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_addresses_user_key').on(t.userId, t.addressKey),
    index('saved_addresses_user_used_idx').on(t.userId, t.lastUsedAt.desc(), t.id.desc()),
  ],
);
