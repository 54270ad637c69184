import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';
import { localBroadcast, postgresBroadcast, type Broadcast } from './broadcast.js';

type Schema = typeof schema;
/**
 * What a raw `execute` answers on both drivers: node-postgres's `QueryResult` and PGlite's `Results` both carry
 * the rows as `rows`, so `db.execute<Row>(sql)` is `{ rows: Row[] }` whichever database runs.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RawRows<this['row']>;
}
export interface RawRows<Row> {
  rows: Row[];
}
/** One type for both drivers: the app never knows which database it talks to. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;
export type Transaction = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Data-access functions take either the database or a transaction they are part of. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the request and sign-in counters only: on PostgreSQL a small pool with `synchronous_commit = off`, so a
   * counted hit does not wait for a disk flush (4 ms, and every request of one address queued behind the last on
   * its counter row); a crash may lose the last few hits of a one-minute window, which no limit needs. Decision 031.
   */
  counters: Database;
  /** Messages to every API process on this database (decision 033). */
  broadcast: Broadcast;
  kind: 'postgres' | 'pglite';
  /** PGlite's one session, when the database is PGlite (it LISTENs for the triggers' NOTIFY itself); else null. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

const sqlLogger = (logQuery: ((query: string, params: unknown[]) => void) | undefined) =>
  logQuery ? { logQuery } : false;

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, else PGlite: on disk in `<dataDir>/pglite`,
 * or in memory when dataDir is 'memory://' (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** With dataDir 'memory://': start from this copy of a PGlite data folder (`dumpDataDir`), not an empty one. */
  pgliteDataDir?: Blob | undefined;
  /** Start-up writes (catalogue sync, seed, key check): on PostgreSQL under the migrations' lock. */
  onStart?: ((db: Database) => Promise<void>) | undefined;
  /** A connection problem of the broadcast listener, which reconnects by itself. */
  onBroadcastError?: ((error: unknown) => void) | undefined;
  /**
   * An idle pooled connection closed under the pool (a restart, `pg_terminate_backend`): the pool drops it and opens
   * another when asked. Without a listener, node-postgres's 'error' event would end the process.
   */
  onIdleConnectionError?: ((error: unknown) => void) | undefined;
  /** Every statement the app sends (not the counters'), with its parameters: `LOG_SQL` (decision 063). */
  logQuery?: ((query: string, params: unknown[]) => void) | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const onIdleError = options.onIdleConnectionError ?? (() => {});
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', onIdleError);
    const db: Database = drizzlePg(pool, { schema, logger: sqlLogger(options.logQuery) });
    // Several API processes may start at once: one migrates, syncs and seeds, the others wait for it, then find
    // the work done. Every start-up write happens while this lock is held.
    const client = await pool.connect();
    let failure: unknown;
    try {
      await client.query('select pg_advisory_lock(7242001)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      await options.onStart?.(db);
    } catch (error) {
      failure = error;
    } finally {
      await client.query('select pg_advisory_unlock(7242001)').catch(() => {});
      client.release();
    }
    if (failure) {
      await pool.end().catch(() => {});
      throw failure;
    }
    const counterPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 4,
      options: '-c synchronous_commit=off',
    });
    counterPool.on('error', onIdleError);
    const counters: Database = drizzlePg(counterPool, { schema });
    const broadcast = postgresBroadcast(pool, options.databaseUrl, options.onBroadcastError ?? (() => {}));
    return {
      db,
      counters,
      broadcast,
      kind: 'postgres',
      pglite: null,
      close: async () => {
        await broadcast.close();
        await Promise.all([pool.end(), counterPool.end()]);
      },
    };
  }

  // pg_trgm: the lists' search by fragment is a trigram index scan (migration 0005).
  const pgliteOptions = { extensions: { pg_trgm } };
  let client: PGlite;
  if (options.dataDir === 'memory://') {
    client = new PGlite({ ...pgliteOptions, ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}) });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    client = new PGlite(dir, pgliteOptions);
  }
  const pglite = drizzlePglite(client, { schema, logger: sqlLogger(options.logQuery) });
  const db: Database = pglite;
  try {
    await migratePglite(pglite, { migrationsFolder });
    // PGlite runs no autovacuum: fresh statistics at each start keep the planner on the lists' indexes.
    await client.exec('analyze');
    await options.onStart?.(db);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return { db, counters: db, broadcast: localBroadcast(), kind: 'pglite', pglite: client, close: () => client.close() };
}
