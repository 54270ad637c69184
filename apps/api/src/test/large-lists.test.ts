import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../lib/list-helpers.js';
import { ADMIN, caller, DISPATCHER, signedIn, useTestApp } from './helper.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

/** More addons and customers than are counted exactly, made in one statement each. */
async function seedMany() {
  const db = ctx.app.db;
  await db.execute(sql`insert into addons (name, amount)
    select 'Bulk addon ' || g, (g % 50) + 1 from generate_series(1, ${EXACT_COUNT_LIMIT + 500}) g`);
  await db.execute(sql`insert into users (first_name, last_name, email)
    select 'Bulk', 'Customer ' || g, 'bulk-' || g || '@example.com' from generate_series(1, ${EXACT_COUNT_LIMIT + 500}) g`);
  await db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email like 'bulk-%' and lower(r.name) = 'customer'`);
  await db.execute(sql`analyze`);
}

describe('lists past the exact-count limit (decision 031)', () => {
  it('marks an estimated count, counts a narrower match exactly, and pages, searches and filters by role', async () => {
    await seedMany();

    const page = await call('GET', '/addons?limit=5', dispatcher);
    expect(page.statusCode).toBe(200);
    expect(page.json().countIsEstimate).toBe(true);
    expect(page.json().count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(page.json().dataItems).toHaveLength(5);

    // A fragment in the middle of the name: the trigram index keeps ILIKE '%…%' semantics, exactly counted.
    const found = await call('GET', '/addons?search=addon%2014&sort=-name&limit=500', dispatcher);
    expect(found.json()).toMatchObject({ count: 111 }); // 14, 140–149, 1400–1499
    expect(found.json().countIsEstimate).toBeUndefined();
    expect(found.json().dataItems.map((a: { name: string }) => a.name)).toContain('Bulk addon 1499');

    // The same count from a full page (counted), the last page (told by its length) and past the end (counted).
    for (const offset of [0, 100, 500]) {
      const part = await call('GET', `/addons?search=addon%2014&sort=name&limit=100&offset=${offset}`, dispatcher);
      expect(part.json()).toMatchObject({ count: 111 });
      expect(part.json().dataItems).toHaveLength(offset === 0 ? 100 : offset === 100 ? 11 : 0);
    }

    const deep = await call('GET', `/addons?limit=3&offset=${EXACT_COUNT_LIMIT}&sort=name`, dispatcher);
    expect(deep.json().dataItems).toHaveLength(3);

    const customers = await call('GET', '/users?role=Customer&limit=2', admin);
    expect(customers.json()).toMatchObject({ countIsEstimate: true });
    expect(customers.json().count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const drivers = await call('GET', '/users?role=driver', admin);
    expect(drivers.json().countIsEstimate).toBeUndefined();
    expect(drivers.json().dataItems.every((u: { email: string }) => !u.email.startsWith('bulk-'))).toBe(true);

    const byMail = await call('GET', '/users?role=customer&search=ulk-105&limit=100', admin);
    const mails = byMail.json().dataItems.map((u: { email: string }) => u.email);
    expect(mails).toHaveLength(11); // bulk-105, bulk-1050 … bulk-1059
    expect(mails).toContain('bulk-1059@example.com');
    expect(byMail.json().count).toBe(11);
  });

  it('pages by cursor the same rows as by offset, forwards and back, and refuses a cursor it did not make', async () => {
    const byOffset = async (offset: number) =>
      (await call('GET', `/addons?sort=name&limit=4&offset=${offset}&search=Bulk`, dispatcher)).json();
    const first = await byOffset(0);
    expect(first.pageCursors).toEqual({ after: expect.any(String), before: expect.any(String) });
    const second = (
      await call('GET', `/addons?sort=name&limit=4&search=Bulk&after=${first.pageCursors.after}`, dispatcher)
    ).json();
    expect(second.dataItems).toEqual((await byOffset(4)).dataItems);
    const third = (
      await call('GET', `/addons?sort=name&limit=4&search=Bulk&after=${second.pageCursors.after}`, dispatcher)
    ).json();
    expect(third.dataItems).toEqual((await byOffset(8)).dataItems);
    const back = (
      await call('GET', `/addons?sort=name&limit=4&search=Bulk&before=${third.pageCursors.before}`, dispatcher)
    ).json();
    expect(back.dataItems).toEqual(second.dataItems);

    // Newest first over the users' creation time (a timestamp cursor), filtered by role.
    const users = (await call('GET', '/users?role=customer&limit=3', admin)).json();
    const next = (await call('GET', `/users?role=customer&limit=3&after=${users.pageCursors.after}`, admin)).json();
    expect(next.dataItems).toEqual(
      (await call('GET', '/users?role=customer&limit=3&offset=3', admin)).json().dataItems,
    );

    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'not-a-cursor',
      cursor(['createdAt', 'x', 1]),
      cursor(['name', 'Bulk', 'one']),
      cursor(['createdAt', '2026-02-45 10:00:00+00', 3]),
      cursor(['createdAt', 'yesterday-ish', 3]),
    ]) {
      const refused = await call('GET', `/addons?sort=name&after=${bad}`, dispatcher);
      const refusedByDate = await call('GET', `/addons?after=${bad}`, dispatcher);
      expect([refused.statusCode, refusedByDate.statusCode], bad).toEqual([400, 400]);
      expect(refusedByDate.json().error.message).toMatch(/first page/);
    }
    const both = await call(
      'GET',
      `/addons?after=${first.pageCursors.after}&before=${first.pageCursors.before}`,
      dispatcher,
    );
    expect(both.statusCode).toBe(400);

    // A nullable sort field pages by cursor too (decision 042): its empty values come last ascending, first
    // descending, read by id on the same index. Five addons without an amount join the 111 of "addon 14".
    await ctx.app.db.execute(sql`insert into addons (name, percentage)
      select 'No-amount addon 14-' || g, 5 from generate_series(1, 5) g`);
    const idsOf = (page: { dataItems: { id: number }[] }) => page.dataItems.map((a) => a.id);
    for (const sort of ['amount', '-amount']) {
      const url = `/addons?sort=${sort}&search=addon%2014&limit=10`;
      const wanted = idsOf((await call('GET', `/addons?sort=${sort}&search=addon%2014&limit=500`, dispatcher)).json());
      expect(wanted).toHaveLength(116);
      const forwards: number[] = [];
      let page = (await call('GET', url, dispatcher)).json();
      while (page.dataItems.length) {
        forwards.push(...idsOf(page));
        page = (await call('GET', `${url}&after=${page.pageCursors.after}`, dispatcher)).json();
      }
      expect(forwards, sort).toEqual(wanted);
      const backwards: number[] = [];
      page = (await call('GET', `${url}&offset=${wanted.length - 10}`, dispatcher)).json();
      while (page.dataItems.length) {
        backwards.unshift(...idsOf(page));
        page = (await call('GET', `${url}&before=${page.pageCursors.before}`, dispatcher)).json();
      }
      expect(backwards, sort).toEqual(wanted);
    }
    const newest = (await call('GET', '/addons?limit=2', dispatcher)).json();
    const staleBefore = await call('GET', `/addons?sort=name&before=${newest.pageCursors.before}`, dispatcher);
    expect(staleBefore.statusCode).toBe(400);
    expect(Object.keys(staleBefore.json().error.fields)).toEqual(['before']);
  });

  it('uses the trigram and sort indexes the migration made', async () => {
    const rows = (await ctx.app.db.execute(
      sql`select indexname from pg_indexes where tablename in ('users', 'addons') order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    const names = rows.rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'users_email_trgm_idx',
        'users_first_name_trgm_idx',
        'users_created_at_sort_idx',
        'addons_name_trgm_idx',
        'addons_amount_sort_idx',
        'users_role_ids_idx',
      ]),
    );
    // No pending list: a search never reads a heap of unsorted recent entries (migration 0008).
    const options = (await ctx.app.db.execute(
      sql`select c.relname, c.reloptions from pg_class c join pg_am a on a.oid = c.relam
          where a.amname = 'gin' and c.relname like '%_trgm_idx' or c.relname = 'users_role_ids_idx'`,
    )) as unknown as { rows: { relname: string; reloptions: string[] | null }[] };
    expect(options.rows.length).toBeGreaterThanOrEqual(12);
    for (const row of options.rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
  });

  it("keeps a user's role ids in step with user_roles, whatever writes it, and never shows them", async () => {
    const db = ctx.app.db;
    const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const [user] = await rowsOf<{ id: number }>(
      sql`insert into users (first_name, last_name, email) values ('Rhea', 'Roleswitch', 'rhea-roles@example.com') returning id`,
    );
    const roleIds = async () =>
      (await rowsOf<{ role_ids: number[] }>(sql`select role_ids from users where id = ${user!.id}`))[0]!.role_ids;
    const roleId = async (name: string) =>
      (await rowsOf<{ id: number }>(sql`select id from roles where lower(name) = ${name}`))[0]!.id;
    const [driver, dispatcherRole] = [await roleId('driver'), await roleId('dispatcher')];

    expect(await roleIds()).toEqual([]);
    await db.execute(
      sql`insert into user_roles (user_id, role_id) values (${user!.id}, ${dispatcherRole}), (${user!.id}, ${driver})`,
    );
    expect(await roleIds()).toEqual([driver, dispatcherRole].sort((a, b) => a - b));

    const found = await call('GET', '/users?role=driver&search=Roleswitch', admin);
    expect(found.json().dataItems.map((u: { id: number }) => u.id)).toEqual([user!.id]);
    expect(found.json().dataItems[0]).not.toHaveProperty('roleIds');
    expect((await call('GET', `/users/${user!.id}`, admin)).json().data).not.toHaveProperty('roleIds');

    await db.execute(sql`delete from user_roles where user_id = ${user!.id} and role_id = ${driver}`);
    expect(await roleIds()).toEqual([dispatcherRole]);
    expect((await call('GET', '/users?role=driver&search=Roleswitch', admin)).json().count).toBe(0);
    await db.execute(sql`update user_roles set role_id = ${driver} where user_id = ${user!.id}`);
    expect(await roleIds()).toEqual([driver]);

    // Deleting the user cascades to user_roles; the trigger then finds no user to update.
    await db.execute(sql`delete from users where id = ${user!.id}`);
    expect(await rowsOf(sql`select 1 from user_roles where user_id = ${user!.id}`)).toEqual([]);
  });
});
