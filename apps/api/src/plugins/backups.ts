import type { Server } from 'node:net';
import fp from 'fastify-plugin';
import {
  controlSocketPath,
  nextSlot,
  scheduledBackup,
  serveControl,
  writeBackup,
  type BackupResult,
  type DatabaseSource,
} from '../backups/index.js';

export interface BackupsPluginOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  backupDir: string;
  /** BACKUP_EVERY in ms; undefined: no scheduled backups. */
  everyMs: number | undefined;
  keep: number;
}

/** setTimeout's longest wait; a longer one is waited in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Backups from inside the server (decision 060): on PGlite, `npm run backup` asks this process over
 * DATA_DIR/control.sock, since no other process may open its database; with BACKUP_EVERY, scheduled backups
 * with BACKUP_KEEP retention. One backup at a time per process; a failure is logged, never thrown.
 */
export default fp<BackupsPluginOptions>(
  async (app, options) => {
    if (options.dataDir === 'memory://') return; // tests in memory: nothing on disk to back up
    const { dataDir, backupDir, everyMs, keep } = options;
    const source: DatabaseSource = app.pglite
      ? { engine: 'pglite', pglite: app.pglite }
      : { engine: 'postgres', databaseUrl: options.databaseUrl! };
    const stopping = new AbortController();
    let queue: Promise<unknown> = Promise.resolve();
    const take = (dir: string): Promise<BackupResult> => {
      const run = queue.then(() => writeBackup({ source, dataDir, dir, signal: stopping.signal }));
      queue = run.catch(() => {});
      return run;
    };
    const logTaken = (result: BackupResult, why: string, removed: string[] = []) =>
      app.log.info(
        { file: result.file, bytes: result.bytes, ms: result.ms, pausedMs: result.pausedMs, removed },
        `backup taken (${why})`,
      );

    let control: Server | null = null;
    if (source.engine === 'pglite') {
      const served = await serveControl(controlSocketPath(dataDir), async (request) => {
        try {
          const result = await take(request.dir);
          logTaken(result, 'npm run backup');
          return result;
        } catch (error) {
          app.log.error({ err: error }, 'backup failed (npm run backup)');
          throw error;
        }
      });
      control = served.server;
      if (served.problem) {
        app.log.warn(`npm run backup cannot reach this server (${served.problem}); stop it to take a backup`);
      }
    }

    let timer: NodeJS.Timeout | undefined;
    const runScheduled = async (slotStart: number) => {
      try {
        const outcome = await scheduledBackup({ source, dir: backupDir, keep, slotStart, take: () => take(backupDir) });
        if ('taken' in outcome) logTaken(outcome.taken, 'scheduled', outcome.removed);
        else app.log.info(`scheduled backup skipped: ${outcome.skipped}`);
      } catch (error) {
        if (!stopping.signal.aborted) app.log.error({ err: error }, 'scheduled backup failed');
      }
    };
    const arm = (every: number) => {
      const slot = nextSlot(Date.now(), every);
      const wait = () => {
        const delay = slot - Date.now();
        if (delay > 0) {
          timer = setTimeout(wait, Math.min(delay, MAX_TIMER_MS)).unref();
          return;
        }
        void runScheduled(slot).then(() => {
          if (!stopping.signal.aborted) arm(every);
        });
      };
      wait();
    };
    if (everyMs) {
      arm(everyMs);
      app.log.info({ dir: backupDir, everyMinutes: everyMs / 60_000, keep }, 'scheduled backups on');
    }

    app.addHook('onClose', async () => {
      clearTimeout(timer);
      stopping.abort(); // a running pg_dump is stopped and its partial file removed
      await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
      await queue;
    });
  },
  { name: 'backups', dependencies: ['database'] },
);
