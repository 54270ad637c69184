import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededBookingIds, tripFrom } from './booking.js';
import { caller, DISPATCHER, signedIn, useTestApp, type Headers } from './helper.js';
import { lifecycleHelpers } from './lifecycle.js';
import { apiOperations } from './routes.js';

/**
 * `readsOnly` (plugins/auth.ts) spares a POST that only computes (a quote) the broadcast after it, which makes every
 * API process forget the signed-in users and roles it remembers. On a route that writes, the other processes would
 * go on with what they remembered before the write. So each route marked `readsOnly` is called here with a request
 * that does its work, and must leave every table as it was (issue 37, decision 072); the rate limits' counts aside.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const call = caller(ctx);

interface Sample {
  url: string;
  headers: Headers;
  body: object;
}

/** A request that does the work of each route marked `readsOnly`: a new mark fails until it has one here. */
const SAMPLES: Record<string, () => Promise<Sample>> = {
  'POST /api/v1/reservations/quote': async () => ({ url: '/reservations/quote', headers: {}, body: tripFrom(ids) }),
  'POST /api/v1/reservations/:id/quote': async () => {
    const booked = await lifecycleHelpers(ctx, ids).bookUnpaid(dispatcher);
    return { url: `/reservations/${booked.id}/quote`, headers: dispatcher, body: tripFrom(ids, { passengers: 3 }) };
  },
};

/** Every table's rows, as one digest per table (rate limits aside: every request may count itself). */
async function tableDigests(): Promise<Record<string, string>> {
  const tables = await ctx.app.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'rate_limits'`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await ctx.app.db.execute<{ digest: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    digests[name] = result.rows[0]!.digest;
  }
  return digests;
}

describe('a route marked readsOnly', () => {
  const marked = () =>
    apiOperations(ctx.app.routeTable)
      .filter((operation) => operation.access.readsOnly)
      .map((operation) => `${operation.method} ${operation.url}`);

  it('is a POST that has a request here (a PUT, PATCH or DELETE writes; a GET never tells the others anyway)', () => {
    expect(marked().filter((route) => !route.startsWith('POST '))).toEqual([]);
    expect(marked().sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('writes nothing: each leaves every table as it was', async () => {
    const changed: string[] = [];
    for (const [route, sample] of Object.entries(SAMPLES)) {
      const { url, headers, body } = await sample();
      const before = await tableDigests();
      const response = await call('POST', url, { ...headers, 'idempotency-key': randomUUID() }, body);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
      const after = await tableDigests();
      const tables = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (tables.length) changed.push(`${route} wrote ${tables.join(', ')}`);
    }
    expect(changed).toEqual([]);
  });
});
