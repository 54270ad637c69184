import { toLocalDateTime } from '@livery/domain';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '../app.js';

/** The business wall clock (New York, the tests' zone) `hours` from now, as a trip's `pickUpAt`. */
export const inHours = (hours: number) => toLocalDateTime(new Date(Date.now() + hours * 3_600_000), 'America/New_York');

/** The seeded places and cars a trip names, by id; filled in `beforeAll`, so read them inside tests. */
export interface BookingIds {
  jfk: number;
  jfkTerminal4: number;
  empireState: number;
  plaza: number;
  sedan: number;
  suv: number;
  sprinter: number;
}

export function seededBookingIds(ctx: { readonly app: App }): BookingIds {
  const ids: BookingIds = { jfk: 0, jfkTerminal4: 0, empireState: 0, plaza: 0, sedan: 0, suv: 0, sprinter: 0 };
  beforeAll(async () => {
    const first = async (query: ReturnType<typeof sql>) => {
      const result = (await ctx.app.db.execute(query)) as unknown as { rows: { id: number }[] };
      const id = result.rows[0]?.id;
      if (!id) throw new Error('a seeded row is missing');
      return id;
    };
    ids.jfk = await first(sql`select id from places where name like '%(JFK)' and kind = 'airport' limit 1`);
    ids.jfkTerminal4 = await first(
      sql`select id from places where kind = 'terminal' and airport_id = ${ids.jfk} and name like '%4%' limit 1`,
    );
    ids.empireState = await first(sql`select id from places where name = 'Empire State Building' limit 1`);
    ids.plaza = await first(sql`select id from places where name = 'The Plaza Hotel' limit 1`);
    ids.sedan = await first(sql`select id from cars where name = 'Sedan' limit 1`);
    ids.suv = await first(sql`select id from cars where name = 'SUV' limit 1`);
    ids.sprinter = await first(sql`select id from cars where name = 'Sprinter' limit 1`);
  });
  return ids;
}

/** A one-way Sedan trip from JFK Terminal 4 to the Empire State Building in three days, for two. */
export const tripFrom = (ids: BookingIds, overrides: Record<string, unknown> = {}) => ({
  tripType: 'from-airport',
  pickUp: { placeId: ids.jfkTerminal4, address: 'JFK Terminal 4' },
  dropOff: { placeId: ids.empireState, address: '20 W 34th St, New York, NY 10001' },
  pickUpAt: inHours(72),
  passengers: 2,
  cars: [{ carId: ids.sedan, count: 1 }],
  ...overrides,
});
