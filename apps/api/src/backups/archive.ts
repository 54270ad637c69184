import { existsSync } from 'node:fs';
import { link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { errorCode } from '../lib/thrown.js';
import { CHECKSUMS_ENTRY, checksumsText } from './checksums.js';
import { dumpPglite } from './pglite.js';
import { dumpPostgres, type PostgresDumpInfo } from './postgres.js';
import { TarWriter } from './tar.js';

/**
 * One backup is one tar file (decision 060): `database/postgres.dump` (pg_dump's custom format) or
 * `database/pglite.tar` (PGlite's data directory), `files/uploads/…` (car images, attachments), the keys a first
 * run generated into DATA_DIR (`files/jwt-secret`, `files/ssn-key`), `manifest.json`, and last `SHA256SUMS`, the
 * SHA-256 of every other entry (decision 069).
 */
export type Engine = 'postgres' | 'pglite';
export type DatabaseSource = { engine: 'postgres'; databaseUrl: string } | { engine: 'pglite'; pglite: PGlite };

export interface Manifest {
  app: 'livery';
  format: 1;
  engine: Engine;
  /** When the database copy began: every write acknowledged before it is in the backup. */
  createdAt: string;
  /** Livery's migrations the database had applied. */
  migrations: number;
  postgres?: { pgDump: number; server: number };
  /** Files under DATA_DIR/uploads. */
  files: number;
  /** Key files of DATA_DIR included (absent when the keys are set in the environment). */
  keys: string[];
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** PGlite: how long every statement waited while the database was copied. */
  pausedMs?: number;
  manifest: Manifest;
}

/** The secrets a first run writes into DATA_DIR (app.ts, lib/secrets.ts); without them a restored copy is unreadable. */
export const KEY_FILES = ['jwt-secret', 'ssn-key'] as const;
export const DATABASE_ENTRY: Record<Engine, string> = {
  postgres: 'database/postgres.dump',
  pglite: 'database/pglite.tar',
};
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const NAME = /^livery-(postgres|pglite)-(\d{8}T\d{6}Z)(?:-(\d+))?\.tar$/;
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
const dateOf = (stamp: string) =>
  new Date(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

export interface BackupFile {
  name: string;
  engine: Engine;
  createdAt: Date;
}

/** The backups in a folder, newest first (by the time in their names; a same-second one carries `-2`, `-3` …). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const found = names.flatMap((name) => {
    const match = NAME.exec(name);
    return match ? [{ name, engine: match[1] as Engine, stamp: match[2]!, n: Number(match[3] ?? 1) }] : [];
  });
  found.sort((a, b) => (a.stamp === b.stamp ? b.n - a.n : a.stamp < b.stamp ? 1 : -1));
  return found.map(({ name, engine, stamp }) => ({ name, engine, createdAt: dateOf(stamp) }));
}

const PARTIAL = /^\.livery-backup-\d+-\d+\.partial$/;
const STALE_PARTIAL_MS = 24 * 3_600_000;

/**
 * Keeps the newest `keep` backups of the folder (0: all) and removes older ones, and the unfinished file of a
 * backup that died over a day ago; answers the names removed.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const removed = keep > 0 ? (await listBackups(dir)).slice(keep).map((backup) => backup.name) : [];
  for (const name of (await readdir(dir).catch(() => [])).filter((n) => PARTIAL.test(n))) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_PARTIAL_MS) removed.push(name);
  }
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** Every file under a folder, as paths relative to it with `/` (none when it does not exist). */
async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Gives the finished archive its name without replacing another: `…Z.tar`, else `…Z-2.tar` … */
async function publish(partial: string, dir: string, engine: Engine, createdAt: Date): Promise<string> {
  for (let n = 1; ; n += 1) {
    const file = path.join(dir, `livery-${engine}-${stampOf(createdAt)}${n > 1 ? `-${n}` : ''}.tar`);
    try {
      await link(partial, file);
      await rm(partial, { force: true });
      return file;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
}

/**
 * Takes a backup into `dir`: the database first, then the files. A file uploaded after the database copy is in the
 * backup with no row pointing at it (harmless); a half-written backup is removed, never left under a backup's name.
 */
export async function writeBackup(options: {
  source: DatabaseSource;
  dataDir: string;
  dir: string;
  signal?: AbortSignal;
}): Promise<BackupResult> {
  const started = Date.now();
  const { source, dataDir, dir } = options;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const partial = path.join(dir, `.livery-backup-${process.pid}-${started}.partial`);
  const writer = await TarWriter.create(partial);
  try {
    const createdAt = new Date();
    let migrations: number;
    let postgres: PostgresDumpInfo | undefined;
    let pausedMs: number | undefined;
    if (source.engine === 'postgres') {
      const consume = (output: AsyncIterable<Uint8Array>) => writer.addStream(DATABASE_ENTRY.postgres, output);
      postgres = await dumpPostgres(source.databaseUrl, consume, options.signal);
      migrations = postgres.migrations;
    } else {
      const dump = await dumpPglite(source.pglite);
      await writer.addBuffer(DATABASE_ENTRY.pglite, dump.data);
      migrations = dump.migrations;
      pausedMs = dump.pausedMs;
    }
    let files = 0;
    for (const relative of await filesUnder(uploadsDir(dataDir))) {
      options.signal?.throwIfAborted();
      try {
        await writer.addFile(`files/uploads/${relative}`, path.join(uploadsDir(dataDir), relative));
        files += 1;
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error; // removed since it was listed
      }
    }
    const keys = KEY_FILES.filter((key) => existsSync(path.join(dataDir, key)));
    for (const key of keys) await writer.addFile(`files/${key}`, path.join(dataDir, key));
    const manifest: Manifest = {
      app: 'livery',
      format: 1,
      engine: source.engine,
      createdAt: createdAt.toISOString(),
      migrations,
      ...(postgres ? { postgres: { pgDump: postgres.pgDump, server: postgres.server } } : {}),
      files,
      keys,
    };
    await writer.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    await writer.addBuffer(CHECKSUMS_ENTRY, Buffer.from(checksumsText(writer.sha256)));
    await writer.close();
    const file = await publish(partial, dir, source.engine, createdAt);
    const bytes = (await stat(file)).size;
    return { file, bytes, ms: Date.now() - started, ...(pausedMs === undefined ? {} : { pausedMs }), manifest };
  } catch (error) {
    await writer.abandon();
    await rm(partial, { force: true });
    throw error;
  }
}
