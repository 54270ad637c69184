import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one hit for `key` in a fixed window, atomically, in the shared `rate_limits` table. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const result = (await db.execute(sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
  `)) as unknown as { rows: { count: number; ttl: number }[] };
  const row = result.rows[0]!;
  // Now and then, sweep windows long over, so the table holds only live keys.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

async function hitsNow(db: Database, key: string): Promise<number> {
  const result = (await db.execute(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Failed sign-ins per account in fixed windows, kept in the database so every API process counts the same
 * attempts (decision 026).
 */
export class AttemptCounter {
  constructor(
    private readonly db: () => Database,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly prefix = 'sign-in',
  ) {}

  async isBlocked(key: string): Promise<boolean> {
    return (await hitsNow(this.db(), `${this.prefix}:${key}`)) >= this.max;
  }

  async record(key: string): Promise<void> {
    await countHit(this.db(), `${this.prefix}:${key}`, this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.db().execute(sql`delete from rate_limits where key = ${`${this.prefix}:${key}`}`);
  }
}

/**
 * A store for @fastify/rate-limit that counts in the database, so a limit holds across every API process on
 * one PostgreSQL database. Each route with its own limit counts under its own prefix.
 */
export function databaseRateLimitStore(db: () => Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      readonly prefix = 'request',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      countHit(db(), `${this.prefix}:${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    /**
     * @fastify/rate-limit passes the route's merged limit options, with the route itself under `routeInfo`
     * (its type declarations say otherwise).
     */
    child(
      options: Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo: { method?: unknown; url?: unknown } },
    ): DatabaseRateLimitStore {
      const { method, url } = options.routeInfo;
      return new DatabaseRateLimitStore(undefined, `request:${String(method)}:${String(url)}`);
    }
  };
}
