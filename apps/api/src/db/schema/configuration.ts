import type { QuoteAcceptance, TimeFormat, TripExtra } from '@livery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';

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

/** The id of the one configuration record (SPEC §3: id 1). */
export const CONFIGURATION_ID = 1;

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
    // The day of the trip (migration 0021, decision 058): the speed that estimates a drop-off, and the extras
    // drivers may report (`waiting`, `tolls`, `parking`) with the price of a minute of waiting.
    averageSpeedMph: integer('average_speed_mph').notNull().default(30),
    tripExtras: text('trip_extras')
      .array()
      .$type<TripExtra[]>()
      .notNull()
      .default(sql`'{}'`),
    waitingMinuteAmount: numeric('waiting_minute_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    // The websites allowed to show the booking widget in a frame, each as its origin (migration 0023, issue 27).
    widgetOrigins: text('widget_origins')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Quotes the customer accepts (migration 0032, decision 090): how many days a sent quote stays open, and whether
    // accepting it pays online (`pay-online`) or books it unpaid (`book-unpaid`).
    quoteValidDays: integer('quote_valid_days').notNull().default(7),
    quoteAcceptance: text('quote_acceptance').$type<QuoteAcceptance>().notNull().default('pay-online'),
    /** Visitors and customers may book point-to-point trips too (migration 0034, decision 092). */
    pointToPointForEveryone: boolean('point_to_point_for_everyone').notNull().default(false),
    version,
    ...timestamps,
  },
  (t) => [
    check('configurations_single_row', sql`${t.id} = 1`),
    check('configurations_percentage_range', sql`${t.meetAndGreetPercentage} BETWEEN 0 AND 100`),
    check('configurations_cancel_cutoff_range', sql`${t.cancelCutoffHours} BETWEEN 0 AND 720`),
    check('configurations_cancel_fee_range', sql`${t.cancelFeePercentage} BETWEEN 0 AND 100`),
    check('configurations_time_format', sql`${t.timeFormat} IN ('12h', '24h')`),
    check('configurations_average_speed_range', sql`${t.averageSpeedMph} BETWEEN 5 AND 120`),
    check('configurations_quote_valid_days_range', sql`${t.quoteValidDays} BETWEEN 1 AND 60`),
    check('configurations_quote_acceptance', sql`${t.quoteAcceptance} IN ('pay-online', 'book-unpaid')`),
  ],
);
