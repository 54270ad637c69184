import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEEP_OFFSET, EXACT_COUNT_LIMIT, forgetEstimates } from '../lib/list-helpers.js';
import { ADMIN, caller, DISPATCHER, signedIn, useTestApp } from './helper.js';

/**
 * Search by a common fragment and pages deep by offset (issue 26, decision 062): a page is read with its count, an
 * estimate is remembered, skipped rows come from the sort index. Every page here is checked against the rows
 * filtered and sorted in JavaScript from the whole table, on both engines.
 */
const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

const COMMON = EXACT_COUNT_LIMIT + 200; // customers named Zora: more than are counted exactly
const OTHERS = 300;

interface Person {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  created_ms: number;
  role_ids: number[];
}

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Zora 1 … 1200 (customers), Yuri 1 … 300 (customers), 20 drivers named Zora; creation seconds repeat, so the id decides ties. */
async function seedPeople() {
  await ctx.app.db.execute(sql`insert into users (first_name, last_name, email, phone_number, created_at)
    select case when g <= ${COMMON} then 'Zora' else 'Yuri' end, 'Quill ' || lpad(g::text, 4, '0'),
           'topk-' || g || '@example.com', '+1 646 555 ' || lpad((g % 10000)::text, 4, '0'),
           date_trunc('second', now()) - make_interval(secs => g % 400)
    from generate_series(1, ${COMMON + OTHERS}) g`);
  await ctx.app.db.execute(sql`insert into users (first_name, last_name, email, created_at)
    select 'Zora', 'Driver ' || g, 'topk-driver-' || g || '@example.com', date_trunc('second', now())
    from generate_series(1, 20) g`);
  await ctx.app.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r
    where u.email like 'topk-%' and lower(r.name) = case when u.email like 'topk-driver-%' then 'driver' else 'customer' end`);
  await ctx.app.db.execute(sql`analyze`);
}

/** Every customer whose name, e-mail or phone holds the text (case aside), newest first, then by id descending. */
async function expected(text: string, order: 'createdAt' | 'lastName' = 'createdAt'): Promise<number[]> {
  const [customer] = await rowsOf<{ id: number }>(sql`select id from roles where lower(name) = 'customer'`);
  const people = await rowsOf<Person>(sql`select id, first_name, last_name, email, phone_number,
    (extract(epoch from created_at) * 1000)::float8 as created_ms, role_ids from users`);
  const needle = text.toLowerCase();
  const holds = (value: string | null) => value !== null && value.toLowerCase().includes(needle);
  return people
    .filter((p) => p.role_ids.includes(customer!.id))
    .filter((p) => holds(p.first_name) || holds(p.last_name) || holds(p.email) || holds(p.phone_number))
    .sort((a, b) =>
      order === 'lastName'
        ? a.last_name! < b.last_name!
          ? -1
          : a.last_name! > b.last_name!
            ? 1
            : a.id - b.id
        : b.created_ms - a.created_ms || b.id - a.id,
    )
    .map((p) => p.id);
}

const page = async (query: string) => {
  const response = await call('GET', `/users?role=customer&${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    dataItems: { id: number }[];
    count: number;
    countIsEstimate?: true;
    pageCursors?: { after: string };
  };
};
const ids = (answer: { dataItems: { id: number }[] }) => answer.dataItems.map((item) => item.id);

describe('search by a common fragment (decision 062)', () => {
  it('finds the same rows in the same order as sorting every match, page after page, with an estimated count', async () => {
    await seedPeople();
    const wanted = await expected('zora');
    expect(wanted).toHaveLength(COMMON);

    // The first page counts as it reads; the second is read alone, its estimate remembered.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const first = await page('search=zora&limit=25');
      expect(ids(first)).toEqual(wanted.slice(0, 25));
      expect(first.countIsEstimate).toBe(true);
      expect(first.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    }
    const first = await page('search=ZORA&limit=25');
    expect(ids(first)).toEqual(wanted.slice(0, 25));
    for (const offset of [25, 400, DEEP_OFFSET, 999, 1000, 1001, COMMON - 10, COMMON]) {
      const part = await page(`search=zora&limit=25&offset=${offset}`);
      expect(ids(part), `offset ${offset}`).toEqual(wanted.slice(offset, offset + 25));
    }
    // The last, short page tells the exact count whatever was estimated.
    expect((await page(`search=zora&limit=25&offset=${COMMON - 10}`)).count).toBe(COMMON);
    const next = await page(`search=zora&limit=25&after=${first.pageCursors!.after}`);
    expect(ids(next)).toEqual(wanted.slice(25, 50));

    // Another order over the same matches.
    const byName = await expected('zora', 'lastName');
    for (const offset of [0, 700]) {
      const part = await page(`search=zora&sort=lastName&limit=50&offset=${offset}`);
      expect(ids(part), `by last name from ${offset}`).toEqual(byName.slice(offset, offset + 50));
    }
  });

  it('counts a narrower search exactly, on every page, and at once after a change', async () => {
    forgetEstimates();
    const wanted = await expected('quill 01');
    expect(wanted).toHaveLength(100); // Quill 0100 … 0199
    for (const offset of [0, 25, 75, 90, 100]) {
      const part = await page(`search=quill%2001&limit=25&offset=${offset}`);
      expect(ids(part), `offset ${offset}`).toEqual(wanted.slice(offset, offset + 25));
      expect(part.count).toBe(100);
      expect(part.countIsEstimate).toBeUndefined();
    }
    await ctx.app.db.execute(sql`update users set last_name = 'Quill 0100b' where email = 'topk-1500@example.com'`);
    const after = await page('search=quill%2001&limit=25');
    expect(after.count).toBe(101);
    expect(ids(after)).toEqual((await expected('quill 01')).slice(0, 25));
    // Nothing matches: an empty first page, counted zero.
    expect(await page('search=no-such-person&limit=25')).toMatchObject({ dataItems: [], count: 0 });
  });

  it('pages deep by offset to the same rows as sorting the whole list, nullable sorts included', async () => {
    await ctx.app.db.execute(sql`insert into addons (name, amount, created_at)
      select 'Deep addon ' || lpad(g::text, 4, '0'), case when g % 7 = 0 then null else g % 50 end,
             date_trunc('second', now()) - make_interval(secs => g % 300)
      from generate_series(1, 1300) g`);
    const all = await rowsOf<{ id: number; name: string; amount: string | null; created_ms: number }>(
      sql`select id, name, amount::text, (extract(epoch from created_at) * 1000)::float8 as created_ms from addons`,
    );
    const newest = [...all].sort((a, b) => b.created_ms - a.created_ms || b.id - a.id).map((a) => a.id);
    // Ascending amounts, the empty ones last (PostgreSQL's order), then by id.
    const amount = (a: { amount: string | null }) => (a.amount === null ? Infinity : Number(a.amount));
    const byAmount = [...all].sort((a, b) => amount(a) - amount(b) || a.id - b.id).map((a) => a.id);
    const addonsAt = async (query: string) =>
      ((await call('GET', `/addons?${query}`, dispatcher)).json().dataItems as { id: number }[]).map((a) => a.id);
    for (const offset of [0, DEEP_OFFSET - 1, DEEP_OFFSET, 1100, all.length - 5]) {
      expect(await addonsAt(`limit=20&offset=${offset}`), `newest from ${offset}`).toEqual(
        newest.slice(offset, offset + 20),
      );
      expect(await addonsAt(`sort=amount&limit=20&offset=${offset}`), `by amount from ${offset}`).toEqual(
        byAmount.slice(offset, offset + 20),
      );
    }
    expect(await addonsAt(`sort=-amount&limit=20&offset=1200`)).toEqual([...byAmount].reverse().slice(1200, 1220));
    // A filter with the deep page: the inactive ones are left out before the offset.
    await ctx.app.db.execute(sql`update addons set is_active = false where name like 'Deep addon %' and id % 3 = 0`);
    const active = (await rowsOf<{ id: number }>(sql`select id from addons where is_active`)).map((a) => a.id);
    const activeNewest = newest.filter((id) => active.includes(id));
    expect(await addonsAt(`isActive=true&limit=20&offset=${DEEP_OFFSET + 10}`)).toEqual(
      activeNewest.slice(DEEP_OFFSET + 10, DEEP_OFFSET + 30),
    );
  });

  it('finds reservations by a common name in the list order, past one page', async () => {
    await ctx.app.db.execute(sql`insert into reservations (status, trip_type, name, email, created_at)
      select 'created', 'from-airport', case when g % 3 = 0 then 'Vera Lynn ' || g else 'Otto Bell ' || g end,
             'guest-' || g || '@mail.example', date_trunc('second', now()) - make_interval(secs => g % 200)
      from generate_series(1, 1200) g`);
    const trips = await rowsOf<{ id: number; name: string | null; created_ms: number }>(
      sql`select id, name, (extract(epoch from created_at) * 1000)::float8 as created_ms from reservations`,
    );
    const wanted = trips
      .filter((t) => t.name?.toLowerCase().includes('vera lynn'))
      .sort((a, b) => b.created_ms - a.created_ms || b.id - a.id)
      .map((t) => t.id);
    expect(wanted).toHaveLength(400);
    for (const offset of [0, 25, 380]) {
      const response = await call('GET', `/reservations?search=vera%20lynn&limit=25&offset=${offset}`, dispatcher);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(
        answer.dataItems.map((r: { id: number }) => r.id),
        `offset ${offset}`,
      ).toEqual(wanted.slice(offset, offset + 25));
      expect(answer.count).toBe(400);
    }
  });
});
