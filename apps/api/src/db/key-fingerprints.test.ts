import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestApp } from '../test/helper.js';
import { checkKeyFingerprints } from './key-fingerprints.js';

const ctx = useTestApp();

describe('key fingerprints', () => {
  it('accepts the keys the database was started with and refuses another, naming it', async () => {
    await expect(checkKeyFingerprints(ctx.app.db, { JWT_SECRET: TEST_JWT_SECRET })).resolves.toBeUndefined();
    await expect(checkKeyFingerprints(ctx.app.db, { SSN_ENCRYPTION_KEY: randomBytes(32) })).rejects.toThrow(
      /SSN_ENCRYPTION_KEY is not the key this database was started with/,
    );
    const stored = (await ctx.app.db.execute('select fingerprint from key_fingerprints')) as unknown as {
      rows: { fingerprint: string }[];
    };
    expect(stored.rows).toHaveLength(2);
    for (const row of stored.rows) expect(row.fingerprint).not.toContain(TEST_JWT_SECRET);
  });
});
