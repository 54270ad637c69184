#!/usr/bin/env node
/**
 * `npm run restore FILE`: restores a backup `npm run backup` wrote (decision 060).
 *
 * - PostgreSQL backup: set DATABASE_URL to an EMPTY database (create one first); a database that holds tables is
 *   refused. pg_restore runs in one transaction, objects owned by the connecting user.
 * - PGlite backup: leave DATABASE_URL unset; DATA_DIR must hold no database and no uploads yet.
 *
 * The uploads go back into DATA_DIR/uploads, and keys a first run had generated into DATA_DIR/, all readable by this
 * user only. Then start Livery on the restored copy as usual (`npm start`); it applies any newer migrations.
 *
 * Every entry is checked against the backup's SHA-256 checksums first: a damaged backup is refused before anything
 * is written. A backup taken before Livery wrote checksums is restored with a warning (decision 069).
 */
import { parseArgs } from 'node:util';
import { loadApi, typedPath } from './backups-common.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore FILE   (FILE: a livery-<engine>-<time>.tar from npm run backup)');
  process.exit(2);
}
const { config, backups } = await loadApi();
try {
  const result = await backups.restoreCommand(config, typedPath(positionals[0]));
  const target = config.databaseUrl ? `database ${new URL(config.databaseUrl).pathname.slice(1)}` : config.dataDir;
  console.log(
    [
      result.checksums === 'absent'
        ? 'Warning: this backup holds no checksums (taken before Livery wrote them); its contents were not checked.'
        : '',
      `Restored the backup of ${result.manifest.createdAt} into ${target}:`,
      `  ${result.manifest.migrations} migrations, ${result.files} uploaded files into ${config.dataDir}/uploads` +
        (result.keys.length ? `, keys: ${result.keys.join(', ')}` : ''),
      result.manifest.keys.length === 0
        ? '  The backup holds no keys: start Livery with the JWT_SECRET and SSN_ENCRYPTION_KEY it ran with.'
        : '',
      '  Start Livery on it as usual (npm start).',
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
