import { readFileSync } from 'node:fs';
import { EDIT_CUTOFF_HOURS, type Home } from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations } from '../../db/schema.js';
import { seededBookingIds, tripFrom } from '../../test/booking.js';
import { caller, useTestApp } from '../../test/helper.js';
import { DEFAULT_CONFIGURATION } from './configuration-defaults.js';

/**
 * The home page promises only what the installation offers (issue 38, decision 083): a visitor books online from or to
 * an airport and pays with PayPal. Migration 0031 gives an installation whose texts are still the first ones the new
 * ones, and leaves the office's own words alone.
 */
const ctx = useTestApp();
const call = caller(ctx);
const ids = seededBookingIds(ctx);

const migration = readFileSync(new URL('../../../migrations/0031_home_promises.sql', import.meta.url), 'utf8');

/** The first home texts, word for word as installations were given them before issue 38. */
const FIRST_HOME: Home = {
  ...DEFAULT_CONFIGURATION.home,
  welcome:
    'Welcome to Livery. Chauffeured sedans, SUVs and vans to and from JFK, LaGuardia and Newark, and anywhere in the ' +
    'New York area — booked in a minute, priced before you book.',
  services:
    'Airport transfers with flight tracking, point-to-point rides, hourly service for meetings and events, and group ' +
    'transport in vans and Sprinters.',
  coreValues: 'On time, every time. Licensed and insured chauffeurs. A clear price, with nothing added later.',
  payment: 'We accept all major credit cards and PayPal. Corporate accounts can be invoiced monthly.',
  faq: DEFAULT_CONFIGURATION.home.faq.map((item, i) => ({
    ...item,
    answer:
      [
        item.answer,
        item.answer,
        'Yes. Call us or change it online; changes less than 6 hours before pickup need a call to the office.',
        'Yes, on request and at no charge. Tell us the child’s age in the comments when you book.',
      ][i] ?? item.answer,
  })),
};

const homeNow = async () => (await call('GET', '/configurations/public', {})).json().data.home as Home;
const recordNow = async () =>
  (await ctx.app.db.select().from(configurations).where(eq(configurations.id, 1)).limit(1))[0]!;

describe('the home page’s first texts (issue 38)', () => {
  it('promise no card payment, point-to-point booking or hourly service, which a visitor cannot book online', async () => {
    const home = await homeNow();
    const texts = [home.welcome, home.services, home.coreValues, home.payment, ...home.faq.map((f) => f.answer)];
    for (const promise of [/credit card/i, /point-to-point/i, /hourly/i, /anywhere in/i, /invoice/i])
      expect(
        texts.filter((text) => promise.test(text)),
        String(promise),
      ).toEqual([]);
    expect(home.payment).toContain('PayPal');
    expect(home.services).toContain('call us');
    // What the texts rest on: a visitor's point-to-point trip is refused, an airport transfer priced.
    const pointToPoint = tripFrom(ids, {
      tripType: 'point-to-point',
      pickUp: { placeId: ids.plaza, address: 'The Plaza Hotel' },
    });
    expect((await call('POST', '/reservations/quote', {}, pointToPoint)).statusCode).toBe(403);
    expect((await call('POST', '/reservations/quote', {}, tripFrom(ids))).statusCode).toBe(200);
  });

  it('give the cut-offs of the policy itself', async () => {
    const { faq } = await homeNow();
    const { cancelCutoffHours } = (await call('GET', '/configurations/public', {})).json().data.customerPolicy;
    expect(faq.find((f) => f.question === 'Can I cancel or change my reservation?')?.answer).toBe(
      `Yes. Change a trip online up to ${EDIT_CUTOFF_HOURS} hours before pickup, and cancel it online up to ` +
        `${cancelCutoffHours} hours before; after that, call the office.`,
    );
  });
});

describe('migration 0031', () => {
  it('gives an installation still on the first texts the new ones, and leaves the office’s own words alone', async () => {
    const officePayment = 'Cash, cards in the car, or PayPal online.';
    await ctx.app.db
      .update(configurations)
      .set({ home: { ...FIRST_HOME, payment: officePayment } })
      .where(eq(configurations.id, 1));
    const before = await recordNow();

    await ctx.app.db.execute(sql.raw(migration));
    const after = await recordNow();
    expect(after.home).toEqual({ ...DEFAULT_CONFIGURATION.home, payment: officePayment });
    expect(after.version).toBe(before.version + 1);

    // Run again, it finds nothing of the first texts left and changes nothing.
    await ctx.app.db.execute(sql.raw(migration));
    expect((await recordNow()).version).toBe(after.version);
  });

  it('writes the installation’s own cancellation cut-off into the answer it rewrites', async () => {
    await ctx.app.db
      .update(configurations)
      .set({ home: FIRST_HOME, cancelCutoffHours: 48 })
      .where(eq(configurations.id, 1));
    await ctx.app.db.execute(sql.raw(migration));
    const { home } = await recordNow();
    expect(home.faq[2]?.answer).toBe(
      'Yes. Change a trip online up to 6 hours before pickup, and cancel it online up to 48 hours before; after ' +
        'that, call the office.',
    );
  });
});
