/** What scripts/backup.mjs and scripts/restore.mjs share: the built API's configuration and backups code. */
import { existsSync } from 'node:fs';
import path from 'node:path';

const dist = new URL('../apps/api/dist/', import.meta.url);

export async function loadApi() {
  if (!existsSync(new URL('backups/index.js', dist))) {
    console.error('Build the API first: npm run build -w @livery/domain && npm run build -w @livery/api');
    process.exit(1);
  }
  // What a backup or a restore writes (the archive, DATA_DIR's database, uploads, keys) is the owner's only,
  // whatever umask the script was started under (decision 069).
  const { useOwnerOnlyUmask } = await import(new URL('lib/private-files.js', dist).href);
  useOwnerOnlyUmask();
  const { loadConfig } = await import(new URL('config.js', dist).href);
  const backups = await import(new URL('backups/index.js', dist).href);
  try {
    return { config: loadConfig(), backups };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** A path the person typed, from the folder they ran npm in (npm runs scripts from the repository's root). */
export const typedPath = (typed) => path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);
