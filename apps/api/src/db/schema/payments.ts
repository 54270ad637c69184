import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { users } from './people.js';
import { reservations } from './reservations.js';

// What a trip was paid and what was refunded of it (issues 12 and 22).

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
