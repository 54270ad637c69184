import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { localBroadcast, postgresBroadcast, type BroadcastListener } from './broadcast.js';

const url = process.env['TEST_DATABASE_URL'];

function recorder() {
  const heard: string[] = [];
  const listener: BroadcastListener = {
    onMessage: (payload) => heard.push(`message ${payload}`),
    onGap: () => heard.push('gap'),
  };
  return { heard, listener };
}

describe('the broadcast on PGlite', () => {
  it('delivers to the listeners of the channel in this process, at once', async () => {
    const broadcast = localBroadcast();
    const { heard, listener } = recorder();
    broadcast.subscribe('test_channel', listener);
    await broadcast.notify('test_channel', 'hello');
    await broadcast.notify('other_channel', 'not for it');
    expect(heard).toEqual(['message hello']);
    expect(broadcast.live).toBe(true);
    expect(() => broadcast.subscribe('Robert"; drop table users', listener)).toThrow(/lower-case identifier/);
  });
});

describe.skipIf(!url)('the broadcast on PostgreSQL', () => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  afterAll(() => pool.end());

  it('reaches another process, and says when its listener was cut off and when it listens again', async () => {
    const errors: unknown[] = [];
    const sender = postgresBroadcast(pool, url!, (error) => errors.push(error), 50);
    const receiver = postgresBroadcast(pool, url!, (error) => errors.push(error), 50);
    const { heard, listener } = recorder();
    try {
      receiver.subscribe('livery_test_channel', listener);
      await expect.poll(() => receiver.live).toBe(true);
      heard.length = 0;

      await sender.notify('livery_test_channel', 'changed');
      await expect.poll(() => heard).toEqual(['message changed']);

      // The listener's connection is cut: a gap at once, not live, then a new connection and a gap again.
      await pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and query = 'listen "livery_test_channel"'`,
      );
      await expect.poll(() => heard.filter((h) => h === 'gap').length).toBe(2);
      expect(receiver.live).toBe(true);
      await sender.notify('livery_test_channel', 'again');
      await expect.poll(() => heard.at(-1)).toBe('message again');
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await Promise.all([sender.close(), receiver.close()]);
    }
  });
});
