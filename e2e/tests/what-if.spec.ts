import { formatMoney, STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { businessTimeIn } from '../support/bookings';
import { toast } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

test.use({ viewport: { width: 1280, height: 900 } });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * The seed has no trips, past or booked (e2e/support/start-server.mjs adds none), and a trip cannot be booked in the
 * past: the test books its own trip tomorrow, in a car class of its own, and tries the draft on that day. The draft
 * sells that class alone, so other tests' trips that day are counted apart ("not on the card") and the figures are
 * this trip's whatever runs beside it.
 */
async function bookInOwnClass(page: Page, carId: number) {
  const headers = await authHeader(page);
  const get = async <T>(path: string): Promise<T> =>
    (await (await page.request.get(`/api/v1${path}`, { headers })).json()) as T;
  const places = await get<{ dataItems: { id: number; name: string }[] }>('/places?search=Empire&limit=5');
  const empire = places.dataItems.find((p) => p.name.includes('Empire State'));
  const airports = await get<{ dataItems: { code: string; terminals: { id: number; name: string }[] }[] }>(
    '/airports?includeLocations=true',
  );
  const terminal = airports.dataItems.find((a) => a.code === 'JFK')?.terminals.find((t) => t.name === 'JFK Terminal 4');
  if (!empire || !terminal) throw new Error('the seeded JFK Terminal 4 and Empire State Building');
  const pickUpAt = businessTimeIn(24 * 60);
  const trip = {
    tripType: 'from-airport',
    pickUp: { placeId: terminal.id, address: 'JFK Terminal 4, John F. Kennedy International Airport' },
    dropOff: { placeId: empire.id, address: empire.name },
    pickUpAt,
    passengers: 2,
    cars: [{ carId, count: 1 }],
    meetAndGreet: false,
  };
  const quote = await page.request.post('/api/v1/reservations/quote', { headers, data: trip });
  expect(quote.status(), await quote.text()).toBe(200);
  const { total } = (await quote.json()).data as { total: number };
  const unique = uniqueName();
  const booked = await page.request.post('/api/v1/reservations', {
    headers: { ...headers, 'idempotency-key': `e2e-what-if-${unique}` },
    data: {
      trip,
      customer: { name: `What if ${unique}`, email: `what-if-${unique}@example.com`, phoneNumber: '+1 212 555 0178' },
      expectedTotal: total,
      termsAccepted: true,
      payment: { kind: 'unpaid' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservation } = (await booked.json()).data as { reservation: { id: number; number: string } };
  return { ...reservation, total, date: pickUpAt.slice(0, 10) };
}

/** The API's what-if over the period, its lines read whole: the result's figures. */
async function whatIfByApi(page: Page, cardId: number, from: string, to: string) {
  const answer = await page.request.post(`/api/v1/rate-cards/${cardId}/what-if`, {
    headers: await authHeader(page),
    data: { from, to },
  });
  expect(answer.status()).toBe(200);
  const lines = (await answer.text())
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          result?: { priced: { trips: number; before: number; after: number; difference: number; percent: number } };
        },
    );
  const result = lines.at(-1)?.result;
  if (!result) throw new Error('no result line');
  return result;
}

const money = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatMoney(Math.abs(amount))}`;

test('an admin raises a draft’s rate 10 % and sees what it would have done to the trips booked', async ({ page }) => {
  const name = `What-if ${uniqueName()}`;
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  const car = await page.request.post('/api/v1/cars', {
    headers,
    data: {
      name: `Class ${name}`,
      toAdd: 10,
      toMultiply: 3,
      minimumRate: 50,
      quantity: 1,
      maxBags: 3,
      maxPassenger: 3,
    },
  });
  expect(car.status(), await car.text()).toBe(201);
  const carId = ((await car.json()).data as { id: number }).id;
  let cardId: number | null = null;
  let tripId: number | null = null;
  try {
    const trip = await bookInOwnClass(page, carId);
    tripId = trip.id;
    // The draft as the list's "New rate card" would start it for this class: its rates as the catalogue has them.
    const created = await page.request.post('/api/v1/rate-cards', {
      headers,
      data: {
        card: {
          name,
          services: ['transfer'],
          classes: [{ carId, name: `Class ${name}`, transfer: { toMultiply: 3, toAdd: 10, minimumRate: 50 } }],
          zones: [],
          flatRates: [],
          waitGrace: { local: 15, 'domestic-airport': 30, 'international-airport': 60 },
          fees: { fuelSurcharge: 0, serviceCharge: 0 },
          gratuityBase: 'base',
          configuration: {
            meetAndGreet: { amount: 0, percentage: 0 },
            maxMilesSurge: { maxMiles: 0, amount: 0 },
            extraStopCharges: { amount: 0 },
          },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    cardId = ((await created.json()).data as { id: number }).id;

    // 10 % up: $3.00 → $3.30 a mile, saved on the card's page.
    await page.goto(`/rate-cards/${cardId}`);
    await section(page, `Car class: Class ${name}`).getByLabel('Rate per mile').fill('3.30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Rate card saved')).toBeVisible();

    const whatIf = section(page, 'What if');
    await whatIf.getByRole('textbox', { name: 'From' }).fill(trip.date);
    await whatIf.getByRole('textbox', { name: 'To' }).fill(trip.date);
    await whatIf.getByRole('button', { name: 'Run' }).click();
    const result = whatIf.getByRole('region', { name: 'What-if result' });
    await expect(result).toBeVisible();

    const api = await whatIfByApi(page, cardId, trip.date, trip.date);
    expect(api.priced.trips).toBe(1);
    expect(api.priced.before).toBe(trip.total);
    expect(api.priced.difference).toBeGreaterThan(0);
    expect(api.priced.percent).toBeGreaterThan(0);
    const figure = (name: string) => result.getByRole('group', { name, exact: true });
    await expect(figure('Before')).toContainText(money(api.priced.before).slice(1));
    await expect(figure('Difference')).toContainText(money(api.priced.difference));
    await expect(figure('Difference %')).toContainText(`+${api.priced.percent}%`);
    const top = result.getByRole('region', { name: 'Trips that change most' });
    await expect(top.getByRole('link', { name: trip.number })).toHaveAttribute(
      'href',
      `/reservation/details/${trip.id}`,
    );

    // Keyboard: Run is reached and pressed without the mouse.
    await whatIf.getByRole('textbox', { name: 'To' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(whatIf.getByRole('button', { name: 'Run' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(figure('Difference')).toContainText(money(api.priced.difference));

    // Both themes, at 1280 and 390 px: the page is read again in each, and the what-if run again.
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        `${STORAGE_PREFIX}theme`,
        mode,
      ] as const);
      await page.reload();
      await whatIf.getByRole('textbox', { name: 'From' }).fill(trip.date);
      await whatIf.getByRole('textbox', { name: 'To' }).fill(trip.date);
      await whatIf.getByRole('button', { name: 'Run' }).click();
      await expect(figure('Difference')).toContainText(money(api.priced.difference));
      for (const [width, height, shot] of [
        [1280, 900, `what-if-${mode}`],
        [390, 844, `what-if-phone-${mode}`],
      ] as const) {
        await page.setViewportSize({ width, height });
        if (width === 390) await expectNoSidewaysScroll(page, `the what-if at 390 px, ${mode} theme`);
        expect(await seriousViolations(page), `the what-if at ${width} px, ${mode} theme`).toEqual([]);
        await saveScreenshot(page, shot);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  } finally {
    if (cardId !== null) await page.request.delete(`/api/v1/rate-cards/${cardId}`, { headers }).catch(() => undefined);
    // The trip is cancelled (it stays, as every booked trip does), the class deleted (the trip keeps its name).
    if (tripId !== null) {
      const read = await page.request.get(`/api/v1/reservations/${tripId}`, { headers });
      const { version } = ((await read.json()) as { data: { version: number } }).data;
      await page.request.post(`/api/v1/reservations/${tripId}/cancel`, {
        headers,
        data: { version, reason: 'The what-if test is done with it' },
      });
    }
    await page.request.delete(`/api/v1/cars/${carId}`, { headers }).catch(() => undefined);
  }
});
