import { listBackups, pruneBackups, type BackupResult, type DatabaseSource } from './archive.js';
import { underScheduleLock } from './postgres.js';

/**
 * Scheduled backups (BACKUP_EVERY, decision 060) start at whole multiples of the period since 1970 UTC — every 6h
 * at 00:00, 06:00 … UTC — so that every process on one database wakes for the same period. One takes it: on
 * PostgreSQL under an advisory lock, then only if BACKUP_DIR has no backup from this period yet.
 */
export const nextSlot = (now: number, everyMs: number) => (Math.floor(now / everyMs) + 1) * everyMs;

export type ScheduledOutcome = { taken: BackupResult; removed: string[] } | { skipped: string };

export async function scheduledBackup(options: {
  source: DatabaseSource;
  dir: string;
  keep: number;
  /** When this period began (ms since 1970). */
  slotStart: number;
  take: () => Promise<BackupResult>;
}): Promise<ScheduledOutcome> {
  const { source, dir, keep, slotStart } = options;
  const run = async (): Promise<ScheduledOutcome> => {
    const newest = (await listBackups(dir))[0];
    if (newest && newest.createdAt.getTime() >= slotStart) {
      return { skipped: `${newest.name} was taken in this period already` };
    }
    const taken = await options.take();
    return { taken, removed: await pruneBackups(dir, keep) };
  };
  if (source.engine === 'pglite') return run(); // one process owns a PGlite database
  const outcome = await underScheduleLock(source.databaseUrl, run);
  return outcome === 'busy' ? { skipped: 'another process is taking it' } : outcome;
}
