import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { errorCode } from './thrown.js';

/**
 * DATA_DIR is the owner's only (issue 37, decision 069): folders 0700, files 0600, whatever the umask Livery was
 * started under. Livery's own writes give these modes explicitly; PGlite's file system (Emscripten's NODEFS) gives
 * its own (0666 for the files of a new or restored database, 0644 for `pg_internal.init` at every open, whatever
 * the umask), so its folder is put right after each open.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** For an entry point that writes DATA_DIR (the server, the cluster's primary, the backup and restore scripts). */
export function useOwnerOnlyUmask(): void {
  process.umask(0o077);
}

/** chmod, or false when this user does not own the path (EPERM). */
function chmodOwned(target: string, mode: number): boolean {
  try {
    chmodSync(target, mode);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EPERM') return false;
    throw error;
  }
}

/**
 * Gives a file, or a folder and everything in it, the owner-only modes; symlinks are left as they are. Answers the
 * paths another user owns, which it could not change.
 */
export function makePrivate(target: string, notOwned: string[] = []): string[] {
  const info = lstatSync(target, { throwIfNoEntry: false });
  if (!info || info.isSymbolicLink()) return notOwned;
  const mode = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((info.mode & 0o777) !== mode && !chmodOwned(target, mode)) notOwned.push(target);
  if (info.isDirectory()) for (const name of readdirSync(target)) makePrivate(path.join(target, name), notOwned);
  return notOwned;
}

/** What Livery keeps in DATA_DIR; anything else a person put there is left alone (DATA_DIR itself is closed). */
const LIVERY_ENTRIES = ['pglite', 'uploads', 'mail', 'backups', 'jwt-secret', 'ssn-key', 'control.sock'];

/**
 * Closes DATA_DIR (0700) and gives Livery's entries in it the owner-only modes: at every start, so an installation
 * an older Livery left open (0755 folders, 0666 database files, 0644 mail) is put right too.
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  if (dataDir === 'memory://' || !existsSync(dataDir)) return [];
  const notOwned = chmodOwned(dataDir, PRIVATE_DIR_MODE) ? [] : [dataDir];
  for (const name of LIVERY_ENTRIES) makePrivate(path.join(dataDir, name), notOwned);
  return notOwned;
}
