import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makePrivate, PRIVATE_DIR_MODE } from '../lib/private-files.js';

/**
 * PGlite's data directory, copied by PGlite itself (decision 060): `dumpDataDir` while no statement and no
 * transaction runs, so the copy is what a clean stop would leave; `loadDataDir` makes a new directory from it.
 */
const options = { extensions: { pg_trgm } };

/** Where the database lives in DATA_DIR (db/client.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

export async function pgliteMigrations(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return 0;
  const counted = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return counted.rows[0]?.n ?? 0;
}

/**
 * The data directory as a tar, taken between transactions. Every statement and transaction of PGlite waits on its
 * transaction lock, which the dump holds: a booking is in the copy whole or not at all. A checkpoint first
 * leaves little for recovery to replay when the copy is opened. The copy is held in memory while it is taken.
 */
export async function dumpPglite(db: PGlite): Promise<{ data: Uint8Array; migrations: number; pausedMs: number }> {
  const migrations = await pgliteMigrations(db);
  await db.exec('checkpoint');
  let pausedMs = 0;
  const blob = await db._runExclusiveTransaction(async () => {
    const started = Date.now();
    const dump = await db.dumpDataDir('none');
    pausedMs = Date.now() - started;
    return dump;
  });
  return { data: new Uint8Array(await blob.arrayBuffer()), migrations, pausedMs };
}

/** Opens DATA_DIR's database in this process, for a backup while no server runs (it must exist). */
export async function openPgliteOffline(dataDir: string): Promise<PGlite> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`There is no Livery database in ${dataDir}.`);
  const db = new PGlite(dir, options);
  await db.waitReady;
  makePrivate(dir); // PGlite rewrites pg_internal.init 0644 at every open (decision 069)
  return db;
}

/** True when DATA_DIR has no database yet (no `pglite` folder, or an empty one). */
export const pgliteIsEmpty = (dataDir: string) =>
  !existsSync(pgliteDir(dataDir)) || readdirSync(pgliteDir(dataDir)).length === 0;

/** Makes DATA_DIR/pglite from a dump; answers the migrations it holds. */
export async function restorePglite(dataDir: string, dump: Uint8Array): Promise<number> {
  if (!pgliteIsEmpty(dataDir)) throw new Error(`${pgliteDir(dataDir)} already holds a database.`);
  await mkdir(pgliteDir(dataDir), { recursive: true, mode: PRIVATE_DIR_MODE });
  const loadDataDir = new Blob([dump], { type: 'application/x-tar' });
  const db = new PGlite(pgliteDir(dataDir), { ...options, loadDataDir });
  try {
    await db.waitReady;
    return await pgliteMigrations(db);
  } finally {
    await db.close();
    // loadDataDir writes every file 0666, whatever the umask (decision 069).
    makePrivate(pgliteDir(dataDir));
  }
}
