import { expect, test, type Locator, type Page } from '@playwright/test';
import { authHeader, createAccount, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { chooseOption, explainer, onTheClock, stepHeading, VISITOR_WIZARD } from '../support/wizard';

/**
 * Issue 39, "Done when" (decision 092): under a published card, a visitor prices 2 h 10 min hourly (billed as the
 * 3-hour minimum) and the flat Manhattan → JFK trip and reads each line, and finds the flat one's lines on their trip
 * page; the office books the hourly trip, which keeps its card and the lines shown, and its driver reads on a phone
 * what is booked and their share. The card is in force from a year of this test's own, far ahead (a card prices
 * the trips picked up while it is in force), so it prices no other test's trip; it is deleted after.
 */

interface SeededIds {
  sedan: number;
}

async function seeded(page: Page): Promise<SeededIds> {
  const headers = await authHeader(page);
  const cars = (await (await page.request.get('/api/v1/cars/available', { headers })).json()).dataItems as {
    id: number;
    name: string;
  }[];
  const sedan = cars.find((c) => c.name === 'Sedan');
  if (!sedan) throw new Error('the seeded Sedan');
  return { sedan: sedan.id };
}

/** A card with a 3-hour minimum, 15-minute increments, a flat Manhattan ↔ JFK Sedan price, 8.875 % tax on the base. */
const cardOf = (name: string, sedan: number) => ({
  name,
  services: ['transfer', 'hourly', 'flat'],
  classes: [
    {
      carId: sedan,
      name: 'Sedan',
      transfer: { toMultiply: 3, toAdd: 10, minimumRate: 50 },
      hourly: {
        perHour: 95,
        minimumHours: 3,
        incrementMinutes: 15,
        garageMinutesBefore: 0,
        garageMinutesAfter: 0,
        billGarage: false,
      },
      wait: { perMinute: 1 },
    },
  ],
  zones: [
    { id: 1, name: 'Manhattan', zips: ['10001', '10118'], cities: ['New York'] },
    { id: 2, name: 'JFK', zips: ['11430'], airports: ['JFK'] },
  ],
  flatRates: [{ zoneA: 1, zoneB: 2, carId: sedan, price: 120 }],
  waitGrace: { local: 15, 'domestic-airport': 30, 'international-airport': 60 },
  taxes: [{ name: 'Sales tax', percentage: 8.875, taxable: ['base'] }],
  fees: { airports: [], fuelSurcharge: 0, serviceCharge: 0 },
  gratuityBase: 'base',
  configuration: {
    meetAndGreet: { amount: 25, percentage: 0 },
    maxMilesSurge: { maxMiles: 100, amount: 25 },
    extraStopCharges: { amount: 10 },
  },
});

const linesOf = (scope: Locator) => scope.getByRole('listitem').allTextContents();

/** Step 1 from JFK Terminal 4 to the Empire State Building on `date`, then Next; the service chosen before. */
async function tripFromJfk(page: Page, date: string, service: 'Transfer' | 'Hourly / as directed') {
  await chooseOption(page, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
  await chooseOption(page, 'Pickup terminal', 'JFK Terminal 4');
  await page.getByRole('combobox', { name: 'Drop-off address' }).fill('Empire');
  await page.getByRole('option', { name: /Empire State Building/ }).click();
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(date);
  await page.getByLabel('Pickup time').fill(onTheClock('10:30'));
  await page.getByRole('radio', { name: service }).check();
  if (service !== 'Transfer') {
    await page.getByRole('spinbutton', { name: 'Hours' }).fill('2');
    await page.getByRole('spinbutton', { name: 'Minutes' }).fill('10');
  }
}

test('a visitor prices 2 h 10 min hourly and books the flat Manhattan → JFK trip under a card; the office books the hourly one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const year = 2060 + Math.floor(Math.random() * 29);
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, '0');
  const date = `${year}-03-${day}`;
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  const { sedan } = await seeded(page);
  const created = await page.request.post('/api/v1/rate-cards', {
    headers,
    data: { card: cardOf(`Card ${uniqueName()}`, sedan) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const cardId = (await created.json()).data.id as number;
  const customer = await createAccount(page, 'customer');
  const driver = await createAccount(page, 'driver');
  try {
    const published = await page.request.post(`/api/v1/rate-cards/${cardId}/publish`, {
      headers,
      data: { effectiveFrom: `${year}-01-${day}T10:${minute}:00Z`, version: 1 },
    });
    expect(published.status(), await published.text()).toBe(200);

    // A visitor on a phone: the hourly trip, billed as the 3-hour minimum, every line explained.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(VISITOR_WIZARD);
    await expect(stepHeading(visitor, 'Trip')).toBeVisible();
    await tripFromJfk(visitor, date, 'Hourly / as directed');
    await expect(visitor.getByLabel(/Round trip/)).toBeHidden();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(visitor, 'Cars and price')).toBeVisible();
    await visitor.getByRole('button', { name: 'One Sedan more' }).click();
    const price = explainer(visitor);
    await expect(price).toHaveAttribute('aria-busy', 'false');
    await expect(price.getByText(/3 h/).first()).toBeVisible();
    const hourly = await linesOf(price);
    expect(hourly[0]).toContain('$285.00');
    expect(hourly[1]).toContain('Sales tax');
    expect(hourly[1]).toContain('$25.29');
    await expect(price.getByTestId('quote-total')).toHaveText('$310.29');
    await expectNoSidewaysScroll(visitor, 'the hourly price at 390 px');
    expect(await seriousViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, 'price-every-job-hourly-phone');

    // Back to step 1: the same trip as a transfer is the flat Manhattan ↔ JFK price.
    await visitor.getByRole('button', { name: 'Back' }).click();
    await visitor.getByRole('radio', { name: 'Transfer' }).check();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(price).toHaveAttribute('aria-busy', 'false');
    const flat = await linesOf(price);
    expect(flat[0]).toContain('$120.00');
    expect(flat[0]).toMatch(/Manhattan|JFK/);
    await expect(price.getByTestId('quote-total')).toHaveText('$130.65');
    await saveScreenshot(visitor, 'price-every-job-flat-phone');

    // The visitor books the flat trip: signs in on the customer step and pays through PayPal's stand-in.
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(visitor, 'Summary and terms')).toBeVisible();
    await visitor.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(visitor, 'Customer')).toBeVisible();
    await visitor.getByRole('link', { name: 'Sign in to book' }).click();
    await visitor.getByLabel('Email').fill(customer.email);
    await visitor.getByLabel('Password').first().fill(customer.password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(stepHeading(visitor, 'Customer')).toBeVisible();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(visitor, 'Summary and terms')).toBeVisible();
    await visitor.getByRole('checkbox', { name: /accept the booking terms/ }).check();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(visitor, 'Payment')).toBeVisible();
    await visitor.getByTestId('paypal-button').click();
    const flatBooked = visitor.getByRole('heading', { name: /^Booked: A\d+$/ });
    await expect(flatBooked).toBeVisible();
    const flatId = Number(((await flatBooked.textContent()) ?? '').replace('Booked: A', ''));
    const flatTrip = (await (await page.request.get(`/api/v1/reservations/${flatId}`, { headers })).json()).data;
    expect(flatTrip).toMatchObject({ amount: 130.65, paidAmount: 130.65, customerId: customer.id });
    // The customer's trip page reads the same lines.
    await visitor.goto(`/trips/${flatId}`);
    const tripPrice = visitor.getByRole('region', { name: 'Price' });
    await expect(tripPrice).toContainText('$120.00');
    await expect(tripPrice).toContainText('Sales tax');
    await expect(tripPrice).toContainText('$10.65');
    await expect(tripPrice).toContainText('$130.65');
    await expectNoSidewaysScroll(visitor, 'the flat trip on the customer’s phone');
    await visitor.close();

    // The office books the hourly trip for a walk-in; it keeps the card and the lines shown.
    const passenger = `Hourly ${uniqueName()}`;
    await page.goto('/reservation/create?isGettingAQuote=false');
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(stepHeading(page, 'Trip')).toBeVisible();
    await tripFromJfk(page, date, 'Hourly / as directed');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible();
    await page.getByRole('button', { name: 'One Sedan more' }).click();
    await expect(explainer(page).getByTestId('quote-total')).toHaveText('$310.29');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'price-every-job-hourly-office');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Customer')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(passenger);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`hourly-${uniqueName()}@example.com`);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 212 555 0143');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
    await expect(page.getByText('2 h 10 min', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: /accept the booking terms/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Book without payment' }).click();
    const booked = page.getByRole('heading', { name: /^Booked: A\d+$/ });
    await expect(booked).toBeVisible();
    const id = Number(((await booked.textContent()) ?? '').replace('Booked: A', ''));

    const details = (await (await page.request.get(`/api/v1/reservations/${id}`, { headers })).json()).data;
    expect(details).toMatchObject({ amount: 310.29 });
    const booking = (await (await page.request.get(`/api/v1/reservations/${id}/booking`, { headers })).json()).data;
    expect(booking.trip).toMatchObject({ service: 'hourly', durationMinutes: 130 });

    // Its driver, on a phone, reads what is booked and their share, not the taxes.
    await assignFirstCar(page, id, driver.id);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, driver, `/jobs/${id}`);
    await expect(phone.getByRole('heading', { name: `Job A${id}` })).toBeVisible();
    await expect(phone.getByText('Hourly / as directed, 2 h 10 min booked')).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Your car and share' })).toBeVisible();
    await expect(phone.getByText('Sales tax')).toHaveCount(0);
    await expectNoSidewaysScroll(phone, 'the hourly job on the driver’s phone');
    await saveScreenshot(phone, 'price-every-job-hourly-driver-phone');
    await phone.close();
  } finally {
    await page.request.delete(`/api/v1/rate-cards/${cardId}`, { headers }).catch(() => undefined);
    await customer.remove();
  }
});
