import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if (errorCode(error) === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
