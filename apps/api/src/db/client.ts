import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

type Schema = typeof schema;
/** One type for both drivers: the app never knows which database it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Data-access functions take either the database or a transaction they are part of. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, else PGlite: on disk in `<dataDir>/pglite`,
 * or in memory when dataDir is 'memory://' (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Several API processes may start at once: one migrates, the others wait for it.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(7242001)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(7242001)').catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  let client: PGlite;
  if (options.dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
