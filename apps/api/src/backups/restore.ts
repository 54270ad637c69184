import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { makeDataDirPrivate, PRIVATE_DIR_MODE } from '../lib/private-files.js';
import { DATABASE_ENTRY, KEY_FILES, uploadsDir, type Engine, type Manifest } from './archive.js';
import { checkChecksums } from './checksums.js';
import { restorePglite, pgliteDir, pgliteIsEmpty } from './pglite.js';
import { checkEmptyDatabase, restorePostgres } from './postgres.js';
import { extractEntry, listTar, readEntry, type TarEntry } from './tar.js';

/** How many migrations this build of Livery has (a backup from a newer one is refused). */
export function knownMigrations(): number {
  const journal = new URL('../../migrations/meta/_journal.json', import.meta.url);
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

export interface BackupContents {
  manifest: Manifest;
  entries: TarEntry[];
  /** 'absent': a backup taken before Livery wrote checksums (decision 069), read but not checked. */
  checksums: 'checked' | 'absent';
}

/** Reads a backup's manifest once every entry matches its checksum: a damaged backup is an error (decision 069). */
export async function readBackup(file: string): Promise<BackupContents> {
  const entries = await listTar(file);
  const checksums = await checkChecksums(file, entries);
  const entry = entries.find((e) => e.name === 'manifest.json');
  if (!entry) throw new Error(`${file} has no manifest.json: it is not a Livery backup, or it is incomplete.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse((await readEntry(file, entry)).toString('utf8')) as Manifest;
  } catch {
    throw new Error(`${file} is damaged: its manifest.json is not JSON.`);
  }
  if (manifest.app !== 'livery' || manifest.format !== 1) throw new Error(`${file} is not a Livery backup.`);
  if (!entries.some((e) => e.name === DATABASE_ENTRY[manifest.engine])) {
    throw new Error(`${file} holds no ${DATABASE_ENTRY[manifest.engine]}.`);
  }
  for (const e of entries) if (e.name.startsWith('files/uploads/')) uploadPath(e.name);
  return { manifest, entries, checksums };
}

/** An upload's path below `uploads/`, refused if it could leave the folder. */
function uploadPath(name: string): string {
  const relative = name.slice('files/uploads/'.length);
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) {
    throw new Error(`the backup names a file outside the uploads folder: ${name}`);
  }
  return parts.join(path.sep);
}

/** Everything that would refuse the restore, checked before anything is written. */
async function checkTargets(
  backup: { file: string; manifest: Manifest; entries: TarEntry[] },
  target: Engine,
  databaseUrl: string | undefined,
  dataDir: string,
) {
  const { manifest } = backup;
  if (manifest.engine !== target) {
    throw new Error(
      manifest.engine === 'pglite'
        ? 'This is a PGlite backup: unset DATABASE_URL to restore it into DATA_DIR.'
        : 'This is a PostgreSQL backup: set DATABASE_URL to an empty PostgreSQL database to restore it into.',
    );
  }
  const known = knownMigrations();
  if (manifest.migrations > known) {
    throw new Error(
      `The backup is from a newer Livery (${manifest.migrations} migrations; this one has ${known}): restore it with that version.`,
    );
  }
  if (target === 'postgres') await checkEmptyDatabase(databaseUrl!, manifest.postgres?.pgDump ?? 0);
  else if (!pgliteIsEmpty(dataDir)) {
    throw new Error(`${pgliteDir(dataDir)} already holds a database: restore into an empty DATA_DIR.`);
  }
  const uploads = uploadsDir(dataDir);
  if (existsSync(uploads) && readdirSync(uploads).length > 0) {
    throw new Error(`${uploads} is not empty: restore into an empty DATA_DIR.`);
  }
  for (const key of KEY_FILES) {
    const entry = backup.entries.find((e) => e.name === `files/${key}`);
    const existing = path.join(dataDir, key);
    if (entry && existsSync(existing) && !readFileSync(existing).equals(await readEntry(backup.file, entry))) {
      throw new Error(`${existing} is another key than the backup's: move it away, or restore into an empty DATA_DIR.`);
    }
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** 'absent': the backup had no checksums to check (taken before decision 069). */
  checksums: 'checked' | 'absent';
  files: number;
  /** Key files written into DATA_DIR. */
  keys: string[];
}

/**
 * Restores a backup into an empty database (DATABASE_URL) or an empty DATA_DIR (PGlite), then puts the uploads and
 * the generated keys back, all the owner's only. A refusal, a damaged backup included, writes nothing; the uploads
 * appear by one rename once all are written.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<RestoreResult> {
  const { file, databaseUrl, dataDir } = options;
  const { manifest, entries, checksums } = await readBackup(file);
  await checkTargets({ file, manifest, entries }, databaseUrl ? 'postgres' : 'pglite', databaseUrl, dataDir);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const database = entries.find((e) => e.name === DATABASE_ENTRY[manifest.engine])!;
  if (manifest.engine === 'postgres') {
    const dump = createReadStream(file, { start: database.offset, end: database.offset + database.size - 1 });
    await restorePostgres(databaseUrl!, dump);
  } else {
    await restorePglite(dataDir, await readEntry(file, database));
  }

  const staging = path.join(dataDir, `.uploads-restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  let files = 0;
  for (const entry of entries.filter((e) => e.name.startsWith('files/uploads/'))) {
    const to = path.join(staging, uploadPath(entry.name));
    await mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
    await extractEntry(file, entry, to);
    files += 1;
  }
  if (files > 0) {
    await rm(uploadsDir(dataDir), { recursive: true, force: true }); // empty, checked above
    await rename(staging, uploadsDir(dataDir));
  }

  const keys: string[] = [];
  for (const key of KEY_FILES) {
    const entry = entries.find((e) => e.name === `files/${key}`);
    if (!entry || existsSync(path.join(dataDir, key))) continue; // the same key is there already (checked above)
    await extractEntry(file, entry, path.join(dataDir, key));
    keys.push(key);
  }
  makeDataDirPrivate(dataDir);
  return { manifest, checksums, files, keys };
}
