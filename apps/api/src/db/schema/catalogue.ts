import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isActive, money, percentage, sortIndexes, timestamps, trigramIndexes, version } from './columns.js';

// ── Catalogue (issue 3): statuses, affiliates, cars, surges, addons, discount codes; static pages (issue 13) ──
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
