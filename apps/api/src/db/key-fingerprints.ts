import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { keyFingerprints } from './schema.js';

/** What a process refuses to do with a key the database was not started with. */
const CONSEQUENCE: Record<string, string> = {
  JWT_SECRET: 'sign tokens the other processes reject',
  SSN_ENCRYPTION_KEY: 'store social security numbers no other process can read',
};

const fingerprintOf = (key: Buffer | string) =>
  createHmac('sha256', key).update('livery key fingerprint v1').digest('hex');

/**
 * Records each key's fingerprint on the database's first start and compares it on every later one: a process
 * holding another key refuses to start with a message saying what to do (decision 026).
 */
export async function checkKeyFingerprints(db: Database, keys: Record<string, Buffer | string>): Promise<void> {
  for (const [name, key] of Object.entries(keys)) {
    const fingerprint = fingerprintOf(key);
    await db.insert(keyFingerprints).values({ name, fingerprint }).onConflictDoNothing();
    const [row] = await db.select().from(keyFingerprints).where(eq(keyFingerprints.name, name));
    if (row && row.fingerprint !== fingerprint) {
      throw new Error(
        `${name} is not the key this database was started with, so this process would ${CONSEQUENCE[name] ?? 'disagree with the others'}. ` +
          `Give every API process on one database the same ${name} (set it in the environment; a key a first run generated is in its DATA_DIR).`,
      );
    }
  }
}
