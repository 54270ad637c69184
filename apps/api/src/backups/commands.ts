import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeBackup, type BackupResult } from './archive.js';
import { askServer, controlSocketPath } from './control.js';
import { openPgliteOffline, pgliteDir } from './pglite.js';
import { readBackup, restoreBackup, type BackupContents, type RestoreResult } from './restore.js';

/**
 * `npm run backup`, `npm run backup -- --verify FILE` and `npm run restore FILE` (scripts/backup.mjs,
 * scripts/restore.mjs; decisions 060 and 069).
 */
/** The part of the API's configuration (config.ts) the commands read. */
export interface BackupsConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
}

export interface BackupCommandResult extends BackupResult {
  /** Who took it: pg_dump, the running server (PGlite), or this process with the server stopped (PGlite). */
  by: 'pg_dump' | 'the running server' | 'this process (no server running)';
}

export async function backupCommand(
  config: BackupsConfig,
  options: { dir?: string | undefined; offline?: boolean } = {},
): Promise<BackupCommandResult> {
  const dir = path.resolve(options.dir ?? config.backupDir);
  const { dataDir, databaseUrl } = config;
  if (databaseUrl) {
    return { ...(await writeBackup({ source: { engine: 'postgres', databaseUrl }, dataDir, dir })), by: 'pg_dump' };
  }
  if (!options.offline) {
    const answer = await askServer<BackupResult>(controlSocketPath(dataDir), { op: 'backup', dir });
    if (typeof answer === 'object') {
      if (!answer.ok) throw new Error(`The running server could not take the backup: ${answer.error}`);
      return { ...answer.result, by: 'the running server' };
    }
    // No socket, yet PGlite's pid file: a server that could not listen, or one that was killed. Opening the
    // directory beside a live server would damage it, so the person decides.
    if (answer === 'absent' && existsSync(path.join(pgliteDir(dataDir), 'postmaster.pid'))) {
      throw new Error(
        `No Livery server answers on ${controlSocketPath(dataDir)}, but the database in ${dataDir} looks open ` +
          '(postmaster.pid). Stop every server on this DATA_DIR, then run: npm run backup -- --offline',
      );
    }
  }
  const pglite = await openPgliteOffline(dataDir);
  try {
    const result = await writeBackup({ source: { engine: 'pglite', pglite }, dataDir, dir });
    return { ...result, by: 'this process (no server running)' };
  } finally {
    await pglite.close();
  }
}

export function restoreCommand(config: Omit<BackupsConfig, 'backupDir'>, file: string): Promise<RestoreResult> {
  return restoreBackup({ file: path.resolve(file), databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

/** Checks a backup without restoring it: every entry against its checksum, then its manifest (decision 069). */
export function verifyCommand(file: string): Promise<BackupContents> {
  return readBackup(path.resolve(file));
}
