import type { Quote, Trip, BookingCustomer } from '@livery/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, sortIndexes, timestamps, trigramIndexes } from './columns.js';
import { users } from './people.js';
import { reservations } from './reservations.js';

// ── Quotes the customer accepts (issue 39, migration 0032, decision 090) ───────────────────────────────────────────
/**
 * A priced trip sent to a customer by e-mail, owned by `modules/quote-offers`. The link's token is kept only as its
 * SHA-256 (`token_hash`); the trip, the customer's details and the quote (every leg's lines and the total, as the
 * booking stores its breakdown) are kept as sent, so Accept books exactly what the customer read. `accepted_reservation_id`
 * is set once, by the conditional update that makes Accept happen at most once.
 */
export const quoteOffers = pgTable(
  'quote_offers',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The account the quote names (step 3's choice), else the one Accept finds or makes by e-mail. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    tripType: text('trip_type').notNull(),
    /** The outbound's pickup instant and its two ends, for the list. */
    pickUpAt: timestamp('pick_up_at', { withTimezone: true, mode: 'date' }).notNull(),
    pickUpLocation: text('pick_up_location').notNull(),
    dropOffLocation: text('drop_off_location').notNull(),
    total: money('total').notNull(),
    trip: jsonb('trip').$type<Trip>().notNull(),
    customer: jsonb('customer').$type<BookingCustomer>().notNull(),
    quote: jsonb('quote').$type<Quote>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedReservationId: integer('accepted_reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quote_offers_token_hash_key').on(t.tokenHash),
    ...sortIndexes('quote_offers', t.id, [t.name, t.pickUpAt, t.total, t.createdAt, t.expiresAt]),
    ...trigramIndexes('quote_offers', [t.name, t.email]),
    // The status filter (sent, accepted, expired): open quotes by expiry, accepted ones by when they were sent.
    index('quote_offers_open_expires_idx')
      .on(t.expiresAt, t.id)
      .where(sql`${t.acceptedReservationId} IS NULL`),
    index('quote_offers_accepted_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.acceptedReservationId} IS NOT NULL`),
    index('quote_offers_accepted_reservation_idx').on(t.acceptedReservationId),
  ],
);
