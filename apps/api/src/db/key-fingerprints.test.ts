import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countHit } from '../lib/rate-counter.js';
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

describe('the shared request counter', () => {
  it('counts hits in a window and starts a new window once it is over', async () => {
    const key = `test:${randomBytes(4).toString('hex')}`;
    expect((await countHit(ctx.app.db, key, 60_000)).current).toBe(1);
    const second = await countHit(ctx.app.db, key, 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    const short = `test:${randomBytes(4).toString('hex')}`;
    await countHit(ctx.app.db, short, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await countHit(ctx.app.db, short, 50)).current).toBe(1);
  });

  it('counts every hit when many arrive at once', async () => {
    const key = `test:${randomBytes(4).toString('hex')}`;
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(ctx.app.db, key, 60_000)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
