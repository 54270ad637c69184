import type { RateCardRecord, RateCardStatus } from '@livery/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sortIndexes, timestamps, version } from './columns.js';
import { users } from './people.js';

// ── Rate cards (issue 39, decision 091): what the company charges, kept as versioned cards with effective dates ──
/**
 * A card: a draft staff edit, or a published card in force from `effective_from` until the next published one. The
 * card itself is one jsonb document, the checked `rateCardSchema` output (dollars and percentages, as staff wrote it);
 * `name` is its name, copied out for the list. A published card is never changed.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').$type<RateCardStatus>().notNull().default('draft'),
    /** Null on a draft; the instant a published card takes effect. */
    effectiveFrom: timestamp('effective_from', { withTimezone: true, mode: 'date' }),
    card: jsonb('card').$type<RateCardRecord>().notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    version,
    ...timestamps,
  },
  (t) => [
    check('rate_cards_status_check', sql`${t.status} in ('draft', 'published')`),
    check('rate_cards_effective_from_check', sql`(${t.status} = 'published') = (${t.effectiveFrom} is not null)`),
    // The card in force at an instant: the newest published one effective by then, one per instant.
    uniqueIndex('rate_cards_in_force_key')
      .on(t.effectiveFrom)
      .where(sql`${t.status} = 'published'`),
    index('rate_cards_status_idx').on(t.status, t.createdAt, t.id),
    ...sortIndexes('rate_cards', t.id, [t.name, t.status, t.effectiveFrom, t.createdAt, t.updatedAt]),
  ],
);
