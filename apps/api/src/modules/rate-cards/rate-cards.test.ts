import { SAMPLE_CARD, sampleCardBody } from '@livery/domain/testing';
import { and, eq, gt, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, rateCards, reservations } from '../../db/schema.js';
import { expectPermissions, expectRejected } from '../../test/catalogue.js';
import {
  ADMIN,
  bearer,
  caller,
  CUSTOMER,
  DISPATCHER,
  DRIVER,
  signedIn,
  signIn,
  useTestApp,
} from '../../test/helper.js';
import { rateCardInForce } from './index.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);

type Card = ReturnType<typeof sampleCardBody>;
const named = (name: string, change: (card: Card) => void = () => {}) => {
  const card = { ...sampleCardBody(), name };
  change(card);
  return card;
};

async function createDraft(name = `Card ${Math.random()}`) {
  const response = await call('POST', '/rate-cards', admin, { card: named(name) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string; version: number; status: string };
}

async function publish(id: number, effectiveFrom: string, version = 1) {
  return call('POST', `/rate-cards/${id}/publish`, admin, { effectiveFrom, version });
}

const inForceAt = async (at: string): Promise<string> =>
  (await call('GET', `/rate-cards/in-force?at=${encodeURIComponent(at)}`, admin)).json().data.card?.name ?? 'none';

describe('rate cards', () => {
  it('creates a draft, reads, lists, changes and deletes it, auditing each change', async () => {
    const created = await createDraft('Summer 2031');
    expect(created).toMatchObject({ name: 'Summer 2031', status: 'draft', version: 1, effectiveFrom: null });
    const read = (await call('GET', `/rate-cards/${created.id}`, dispatcher)).json().data;
    expect(read.card.zones[0]).toEqual({
      id: 1,
      name: 'Manhattan',
      zips: ['10001', '10011', '10019', '10036'],
      cities: ['New York'],
      airports: [],
    });
    expect(read.createdById).toEqual(expect.any(Number));

    const changed = await call('PUT', `/rate-cards/${created.id}`, dispatcher, {
      card: named('Summer 2031 b', (card) => (card.classes[0]!.hourly!.perHour = 99.5)),
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Summer 2031 b', version: 2 });
    expect(changed.json().data.card.classes[0].hourly.perHour).toBe(99.5);

    const drafts = (await call('GET', '/rate-cards?status=draft&sort=name&search=summer', admin)).json();
    expect(drafts.dataItems.map((c: { name: string }) => c.name)).toEqual(['Summer 2031 b']);
    expect(drafts.dataItems[0]).not.toHaveProperty('card');

    expect((await call('DELETE', `/rate-cards/${created.id}`, dispatcher)).statusCode).toBe(200);
    expect((await call('GET', `/rate-cards/${created.id}`, admin)).statusCode).toBe(404);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate-card'), eq(auditLog.entityId, created.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('sorts on every field both ways and filters by status; an unknown sort or status is a 400', async () => {
    for (const field of ['name', 'status', 'effectiveFrom', 'createdAt', 'updatedAt'])
      for (const sort of [field, `-${field}`])
        expect((await call('GET', `/rate-cards?sort=${sort}`, admin)).statusCode, sort).toBe(200);
    await createDraft('Sorted A');
    await createDraft('Sorted B');
    const names = (await call('GET', '/rate-cards?sort=-name&search=sorted', admin))
      .json()
      .dataItems.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Sorted B', 'Sorted A']);
    expect((await call('GET', '/rate-cards?sort=card', admin)).json().error.fields).toHaveProperty('sort');
    expect((await call('GET', '/rate-cards?status=retired', admin)).json().error.fields).toHaveProperty('status');
  });

  it('refuses every bad card with 400 naming the field, writing nothing', async () => {
    const post = (change: (card: Card) => void) => () =>
      call('POST', '/rate-cards', admin, { card: named(`Bad ${Math.random()}`, change) });
    await expectRejected(
      ctx.app,
      post((c) => c.zones[1]!.zips.push('10019')),
      ['card.zones.1.zips.1'],
    );
    const twoZones = await call('POST', '/rate-cards', admin, {
      card: named('Two zones', (c) => c.zones[1]!.zips.push('10019')),
    });
    expect(twoZones.json().error.fields['card.zones.1.zips.1']).toBe(
      'ZIP code 10019 is in both Manhattan and JFK: a place is in one zone at most',
    );
    await expectRejected(
      ctx.app,
      post((c) =>
        c.flatRates.push({ zoneA: 1, zoneB: 3, carId: 2, price: 120 }, { zoneA: 1, zoneB: 3, carId: 7, price: 1 }),
      ),
      ['card.flatRates.4.carId'],
    );
    await expectRejected(
      ctx.app,
      post((c) => Object.assign(c, { taxes: [{ name: 'VAT', percentage: 100.5, taxable: ['base'] }] })),
      ['card.taxes.0.percentage'],
    );
    await expectRejected(
      ctx.app,
      post((c) => Object.assign(c.fees, { airports: [{ airport: 'JFK', amount: 5.001 }] })),
      ['card.fees.airports.0.amount'],
    );
    await expectRejected(
      ctx.app,
      post((c) => (c.zones[0]!.name = 'Man\u0000hattan')),
      ['card.zones.0.name'],
    );
    await expectRejected(
      ctx.app,
      post((c) => (c.name = 'Card\u0000')),
      ['card.name'],
    );
    await expectRejected(
      ctx.app,
      post((c) => (c.classes[0]!.transfer!.toMultiply = 1e300)),
      ['card.classes.0.transfer.toMultiply'],
    );
    await expectRejected(
      ctx.app,
      post((c) => (c.classes[0]!.hourly!.minimumHours = 1e12)),
      ['card.classes.0.hourly.minimumHours'],
    );
    await expectRejected(
      ctx.app,
      post((c) => (c.classes[0]!.hourly!.incrementMinutes = 25)),
      ['card.classes.0.hourly.incrementMinutes'],
    );
    await expectRejected(
      ctx.app,
      post((c) => (c.classes[0]!.hourly!.minimumHours = 0)),
      ['card.classes.0.hourly.minimumHours'],
    );
  });

  it('refuses a car class the fleet does not have, naming it, on create, update and publish', async () => {
    const missing = (card: Card) => {
      card.classes[2]!.carId = 987_654;
    };
    const before = (await ctx.app.db.select().from(rateCards)).length;
    const created = await call('POST', '/rate-cards', admin, { card: named('Ghost car', missing) });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({
      'card.classes.2.carId': 'Car class 987654 (Shuttle) does not exist',
    });
    expect((await ctx.app.db.select().from(rateCards)).length).toBe(before);
    const { id } = await createDraft();
    const updated = await call('PUT', `/rate-cards/${id}`, admin, { card: named('Ghost car', missing), version: 1 });
    expect(updated.json().error.fields).toHaveProperty(['card.classes.2.carId']);
    expect((await call('GET', `/rate-cards/${id}`, admin)).json().data.version).toBe(1);
  });

  it('publishes a draft from a later instant and answers the card in force at each instant', async () => {
    const first = await createDraft('In force 2091');
    const second = await createDraft('In force 2092');
    expect((await publish(first.id, '2091-03-01T05:00:00Z')).json().data).toMatchObject({
      status: 'published',
      effectiveFrom: '2091-03-01T05:00:00.000Z',
      version: 2,
    });
    expect((await publish(second.id, '2092-03-01T00:00:00-05:00')).statusCode).toBe(200);
    expect(await inForceAt('2091-03-01T04:59:59.999Z')).not.toMatch(/^In force 209/);
    expect(await inForceAt('2091-03-01T05:00:00Z')).toBe('In force 2091');
    expect(await inForceAt('2092-03-01T04:59:59Z')).toBe('In force 2091');
    expect(await inForceAt('2092-03-01T05:00:00Z')).toBe('In force 2092');
    expect(await inForceAt('2092-12-31T23:59:59Z')).toBe('In force 2092');

    // The named read other modules price with: the card in the engine's cents.
    const found = await rateCardInForce(ctx.app.db, new Date('2091-06-01T00:00:00Z'));
    expect(found?.summary.name).toBe('In force 2091');
    expect(found?.card).toEqual({ ...SAMPLE_CARD, id: first.id, name: 'In force 2091' });

    const third = await createDraft();
    const same = await publish(third.id, '2091-03-01T05:00:00.000Z');
    expect(same.statusCode).toBe(409);
    expect(same.json().error.fields).toHaveProperty('effectiveFrom');
    expect((await call('GET', `/rate-cards/${third.id}`, admin)).json().data.status).toBe('draft');
  });

  it('never changes a published card: 409 on edit and publish again; a copy is a new draft', async () => {
    const card = await createDraft('Fixed card');
    await publish(card.id, '2093-01-01T00:00:00Z');
    const edit = await call('PUT', `/rate-cards/${card.id}`, admin, { card: named('Fixed card'), version: 2 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('A published card cannot be changed: copy it to a new draft.');
    expect((await publish(card.id, '2094-01-01T00:00:00Z', 2)).statusCode).toBe(409);

    const copy = await call('POST', `/rate-cards/${card.id}/copy`, dispatcher);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      name: 'Fixed card (copy)',
      status: 'draft',
      effectiveFrom: null,
      version: 1,
    });
    expect(copy.json().data.card.name).toBe('Fixed card (copy)');
    expect(copy.json().data.card.classes).toEqual(
      (await call('GET', `/rate-cards/${card.id}`, admin)).json().data.card.classes,
    );
  });

  it('deletes a published card only while it is not yet in force', async () => {
    const future = await createDraft();
    await publish(future.id, '2095-01-01T00:00:00Z');
    expect((await call('DELETE', `/rate-cards/${future.id}`, admin)).statusCode).toBe(200);

    const now = await createDraft('In force now');
    expect((await publish(now.id, new Date().toISOString())).statusCode).toBe(200);
    const kept = await call('DELETE', `/rate-cards/${now.id}`, admin);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toMatch(/^Rate card "In force now" has been in force since/);
  });

  it('refuses a stale version with 409 on edit and publish, keeping the newer card', async () => {
    const { id } = await createDraft('Stale');
    expect((await call('PUT', `/rate-cards/${id}`, admin, { card: named('Stale 1'), version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await call('PUT', `/rate-cards/${id}`, dispatcher, { card: named('Stale 2'), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed by someone else/);
    expect((await publish(id, '2096-01-01T00:00:00Z', 1)).statusCode).toBe(409);
    expect((await call('GET', `/rate-cards/${id}`, admin)).json().data).toMatchObject({
      name: 'Stale 1',
      status: 'draft',
    });
  });

  it('refuses a card effective in the past: 400 on the field, and 409 naming the card and the trips booked since', async () => {
    const { id } = await createDraft('Backdated');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const booked = async () =>
      (
        await ctx.app.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(gt(reservations.createdAt, anHourAgo), ne(reservations.status, 'draft')))
      ).length;
    if ((await booked()) === 0) {
      const none = await publish(id, anHourAgo.toISOString());
      expect(none.statusCode).toBe(400);
      expect(none.json().error.fields).toEqual({ effectiveFrom: 'Effective from must be now or later' });
    }
    const bookedAt = new Date(Date.now() - 1_800_000);
    await ctx.app.db.insert(reservations).values([
      { status: 'created', tripType: 'one way', createdAt: bookedAt },
      { status: 'assigned', tripType: 'one way', createdAt: bookedAt },
      { status: 'draft', tripType: 'one way', createdAt: bookedAt },
    ]);
    const count = await booked();
    const refused = await publish(id, anHourAgo.toISOString());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(
      `Rate card "Backdated" cannot take effect from ${anHourAgo.toISOString()}`,
    );
    expect(refused.json().error.message).toContain(`${count} trips were booked after that moment`);
    expect(refused.json().error.fields.effectiveFrom).toMatch(/booked after this moment/);
    expect((await call('GET', `/rate-cards/${id}`, admin)).json().data).toMatchObject({ status: 'draft', version: 1 });

    // "Now" sent a few seconds late takes effect at the publishing instant itself.
    const sent = new Date(Date.now() - 5_000);
    const published = (await publish(id, sent.toISOString())).json().data;
    expect(new Date(published.effectiveFrom).getTime()).toBeGreaterThan(sent.getTime());
  });
});

describe('rate card permissions', () => {
  it('needs rate-cards:view / create / edit / publish / delete on each route', async () => {
    await expectPermissions(
      ctx,
      [
        { permission: 'rate-cards:view', method: 'GET', url: () => '/rate-cards' },
        { permission: 'rate-cards:view', method: 'GET', url: () => '/rate-cards/in-force' },
        { permission: 'rate-cards:view', method: 'GET', url: (id) => `/rate-cards/${id}` },
        {
          permission: 'rate-cards:create',
          method: 'POST',
          url: () => '/rate-cards',
          body: () => ({ card: named('P') }),
        },
        { permission: 'rate-cards:create', method: 'POST', url: (id) => `/rate-cards/${id}/copy` },
        {
          permission: 'rate-cards:edit',
          method: 'PUT',
          url: (id) => `/rate-cards/${id}`,
          body: () => ({ card: named('E'), version: 1 }),
        },
        {
          permission: 'rate-cards:publish',
          method: 'POST',
          url: (id) => `/rate-cards/${id}/publish`,
          body: () => ({
            effectiveFrom: `2097-01-01T00:00:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}.${Math.floor(Math.random() * 1000)}Z`,
            version: 1,
          }),
        },
        { permission: 'rate-cards:delete', method: 'DELETE', url: (id) => `/rate-cards/${id}` },
      ],
      async () => (await createDraft()).id,
    );
  });

  it('lets a dispatcher prepare drafts but not publish; a customer and a driver get 403 everywhere', async () => {
    const { id } = await createDraft();
    const refused = await call('POST', `/rate-cards/${id}/publish`, dispatcher, {
      effectiveFrom: '2098-01-01T00:00:00Z',
      version: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('rate-cards:publish');
    for (const user of [CUSTOMER, DRIVER]) {
      const token = bearer(await signIn(ctx.app, user.email, user.password));
      for (const [method, url, body] of [
        ['GET', '/rate-cards', undefined],
        ['GET', `/rate-cards/${id}`, undefined],
        ['GET', '/rate-cards/in-force', undefined],
        ['POST', '/rate-cards', { card: named('No') }],
        ['PUT', `/rate-cards/${id}`, { card: named('No'), version: 1 }],
        ['POST', `/rate-cards/${id}/copy`, undefined],
        ['POST', `/rate-cards/${id}/publish`, { effectiveFrom: '2098-01-01T00:00:00Z', version: 1 }],
        ['DELETE', `/rate-cards/${id}`, undefined],
      ] as const) {
        expect((await call(method, url, token, body)).statusCode, `${user.email} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', `/rate-cards/${id}`, admin)).json().data).toMatchObject({ status: 'draft', version: 1 });
  });
});
