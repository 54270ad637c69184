import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts `hits` for `key` in a fixed window, atomically, in the shared `rate_limits` table. */
export async function countHit(db: Database, key: string, windowMs: number, hits = 1): Promise<Hit> {
  const [counted] = await countHits(db, [{ key, hits, windowMs }]);
  return counted!.hit;
}

interface Hits {
  key: string;
  hits: number;
  windowMs: number;
}

/** Several keys' hits in one statement, each answered with its window's count so far. */
async function countHits(db: Database, batch: readonly Hits[]): Promise<{ key: string; hit: Hit }[]> {
  const rows = batch.map(
    ({ key, hits, windowMs }) => sql`(${key}, ${hits}::int, now() + make_interval(secs => ${windowMs / 1000}))`,
  );
  const result = await db.execute<{ key: string; count: number; ttl: number }>(sql`
    insert into rate_limits as r (key, count, reset_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning key, count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
  `);
  // Now and then, sweep windows long over, so the table holds only live keys.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  return result.rows.map((row) => ({ key: row.key, hit: { current: Number(row.count), ttl: Number(row.ttl) } }));
}

async function hitsNow(db: Database, key: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
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

interface LocalCount {
  /** The shared count as of this process's last write. */
  shared: number;
  /** Hits counted here and not written yet. */
  pending: number;
  windowMs: number;
  /** When the window ends (epoch ms). */
  resetAt: number;
}

/** Below this share of its limit a key's hits are written in batches; from it on, each hit is counted exactly. */
const BATCH_BELOW = 0.5;

/**
 * Request counts shared by every API process without a database write per request (decision 033). A key's first
 * hit in this process, and every hit once the key is past half its limit, is counted in the database at once and
 * answered with the exact total. Below half the limit, hits are answered from this process's view (the shared
 * total at the last write plus its own hits since) and written together every `flushMs`. So a limit is exact where
 * it bites; far below it, another process's hits are seen at most `flushMs` late.
 */
export class BatchedCounter {
  private readonly counts = new Map<string, LocalCount>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: () => Database,
    private readonly onError: (error: unknown) => void,
    flushMs = 100,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs).unref();
  }

  async hit(key: string, windowMs: number, max: number): Promise<Hit> {
    const now = Date.now();
    let local = this.counts.get(key);
    if (!local || local.resetAt <= now) {
      local = { shared: 0, pending: 0, windowMs, resetAt: now + windowMs };
      this.counts.set(key, local);
    } else if (local.shared + local.pending + 1 < max * BATCH_BELOW) {
      local.pending += 1;
      return { current: local.shared + local.pending, ttl: local.resetAt - now };
    }
    const hits = local.pending + 1;
    local.pending = 0;
    try {
      const hit = await countHit(this.db(), key, windowMs, hits);
      local.shared = hit.current;
      local.resetAt = Date.now() + hit.ttl;
      return hit;
    } catch (error) {
      local.pending += hits;
      throw error;
    }
  }

  /** Writes every pending hit in one statement and learns the shared totals back. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const now = Date.now();
      const batch: Hits[] = [];
      for (const [key, local] of this.counts) {
        if (local.pending > 0) batch.push({ key, hits: local.pending, windowMs: local.windowMs });
        else if (local.resetAt <= now) this.counts.delete(key);
      }
      if (!batch.length) return;
      for (const { key } of batch) this.counts.get(key)!.pending = 0;
      try {
        for (const { key, hit } of await countHits(this.db(), batch)) {
          const local = this.counts.get(key);
          if (!local) continue;
          local.shared = hit.current;
          local.resetAt = Date.now() + hit.ttl;
        }
      } catch (error) {
        // Kept for the next write: a hit is never forgotten because the database was briefly away.
        for (const { key, hits } of batch) {
          const local = this.counts.get(key);
          if (local) local.pending += hits;
        }
        this.onError(error);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/**
 * A store for @fastify/rate-limit that counts across every API process on one PostgreSQL database, through a
 * `BatchedCounter`. Each route with its own limit counts under its own prefix.
 */
export function databaseRateLimitStore(counter: BatchedCounter) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      readonly prefix = 'request',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number, max: number): void {
      counter.hit(`${this.prefix}:${key}`, timeWindow, max).then(
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
