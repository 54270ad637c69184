import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';
import { errorCode } from './thrown.js';

/**
 * A secret generated once and kept in the data folder (mode 0600), for a first run
 * without configuration. Several processes must share it: set it in the environment then.
 */
export function persistentSecret(dataDir: string, name: string): string {
  if (dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if (errorCode(error) === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
