import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.js';
import { BatchedCounter, countHit, databaseRateLimitStore } from './rate-counter.js';

const ctx = useTestApp();

describe('databaseRateLimitStore', () => {
  it('counts each route with its own limit under its own key', () => {
    const Store = databaseRateLimitStore({} as BatchedCounter);
    const store = new Store(undefined);
    const signIn = store.child({ routeInfo: { method: 'POST', url: '/api/v1/login' } });
    const forgot = store.child({ routeInfo: { method: 'POST', url: '/api/v1/forgot-password' } });
    expect(store.prefix).toBe('request');
    expect(signIn.prefix).toBe('request:POST:/api/v1/login');
    expect(forgot.prefix).toBe('request:POST:/api/v1/forgot-password');
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

describe('the batched request counter', () => {
  const newKey = () => `test:${randomBytes(4).toString('hex')}`;
  const stored = async (key: string) => {
    const result = (await ctx.app.db.execute(`select count from rate_limits where key = '${key}'`)) as unknown as {
      rows: { count: number }[];
    };
    return Number(result.rows[0]?.count ?? 0);
  };
  const noErrors = (error: unknown) => {
    throw error;
  };

  it('writes hits far below the limit in batches and counts exactly from half the limit on', async () => {
    const counter = new BatchedCounter(() => ctx.app.db, noErrors, 60_000);
    const key = newKey();
    try {
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push((await counter.hit(key, 60_000, 100)).current);
      expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await stored(key)).toBe(1); // the first hit only: the rest wait for the next write
      await counter.flush();
      expect(await stored(key)).toBe(10);

      const near = newKey();
      for (let i = 0; i < 6; i += 1) await counter.hit(near, 60_000, 10);
      expect(await stored(near)).toBe(6); // from 5 of 10 on, every hit is written as it comes
    } finally {
      await counter.close();
    }
  });

  it('sees the hits of another process, and refuses past the limit whichever process counts', async () => {
    const one = new BatchedCounter(() => ctx.app.db, noErrors, 60_000);
    const two = new BatchedCounter(() => ctx.app.db, noErrors, 60_000);
    const key = newKey();
    try {
      const answers = [];
      for (let i = 0; i < 12; i += 1) answers.push((await (i % 2 ? two : one).hit(key, 60_000, 10)).current);
      // Far below the limit each sees its own hits; from half the limit the totals are exact and shared.
      expect(answers.slice(-4)).toEqual([9, 10, 11, 12]);
      await Promise.all([one.flush(), two.flush()]);
      expect(await stored(key)).toBe(12);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('keeps hits it could not write for the next write', async () => {
    let broken = true;
    const errors: unknown[] = [];
    const db = () => (broken ? ({ execute: () => Promise.reject(new Error('database away')) } as never) : ctx.app.db);
    const counter = new BatchedCounter(db, (error) => errors.push(error), 60_000);
    const key = newKey();
    broken = false;
    await counter.hit(key, 60_000, 100);
    await counter.hit(key, 60_000, 100);
    broken = true;
    await counter.flush();
    expect(errors).toHaveLength(1);
    broken = false;
    await counter.close();
    expect(await stored(key)).toBe(2);
  });
});
