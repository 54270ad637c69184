#!/usr/bin/env node
/**
 * `npm run backup [-- --dir DIR] [--offline]`: one backup file, livery-<engine>-<UTC time>.tar, in BACKUP_DIR
 * (default DATA_DIR/backups) or DIR. Decision 060.
 * `npm run backup -- --verify FILE`: checks a backup's every entry against its SHA-256 (its SHA256SUMS) and its
 * manifest, without restoring it; exits 1 when it is damaged. Decision 069.
 *
 * - PostgreSQL (DATABASE_URL): pg_dump in custom format, plus DATA_DIR's uploads and generated keys.
 * - PGlite: the running server takes it (asked over DATA_DIR/control.sock); with no server running, this process
 *   opens the database itself. `--offline` says no server runs even though the database looks open (after a kill).
 */
import { parseArgs } from 'node:util';
import { loadApi, typedPath } from './backups-common.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, offline: { type: 'boolean', default: false }, verify: { type: 'string' } },
});
const { config, backups } = await loadApi();
if (values.verify !== undefined) {
  const file = typedPath(values.verify);
  try {
    const { manifest, entries, checksums } = await backups.verifyCommand(file);
    const what = `${manifest.engine} backup of ${manifest.createdAt}, ${entries.length} entries`;
    console.log(
      checksums === 'checked'
        ? `ok: ${file}\n  ${what}, each matching its SHA-256.`
        : `Not checked: ${file}\n  ${what}; it holds no checksums (taken before Livery wrote them): its archive ` +
            'and manifest are readable, its contents cannot be checked. Take a new backup to have one that can be.',
    );
  } catch (error) {
    console.error(`Backup damaged or unreadable: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  process.exit(0);
}
try {
  const result = await backups.backupCommand(config, {
    dir: values.dir && typedPath(values.dir),
    offline: values.offline,
  });
  const { manifest } = result;
  console.log(
    [
      `Backup written: ${result.file}`,
      `  ${(result.bytes / 1_048_576).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s, taken by ${result.by}` +
        (result.pausedMs === undefined ? '' : ` (writes waited ${result.pausedMs} ms while the database was copied)`),
      `  ${manifest.engine}, ${manifest.migrations} migrations, ${manifest.files} uploaded files` +
        (manifest.keys.length ? `, keys: ${manifest.keys.join(', ')} (keep this file as secret as DATA_DIR)` : ''),
      `  Every write acknowledged before ${manifest.createdAt} is in it.`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
