import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';
import { adminQuery } from '../test/processes.js';

const base = process.env['TEST_DATABASE_URL'];

describe.skipIf(!base)('idle connections closed under the pool on PostgreSQL', () => {
  it('are dropped without ending the process, and the next query opens a new one', async () => {
    const { app, close } = await createTestApp();
    try {
      await app.db.execute(sql`select 1`);
      await app.counterDb.execute(sql`select 1`);
      const [{ name }] = (await app.db.execute(sql`select current_database() as name`)).rows as [{ name: string }];
      // An administrator (or a restart) ends every connection of the app's database; without the pools' error
      // listener node-postgres raises an uncaught 'error' here (57P01) and the test run fails.
      await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await app.db.execute(sql`select 2 as two`);
      expect(again.rows).toEqual([{ two: 2 }]);
      await app.counterDb.execute(sql`select 1`);
    } finally {
      await close();
    }
  });
});
