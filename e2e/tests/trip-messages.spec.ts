import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi, detailsOf } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { messagesTo } from '../support/mail';
import { explainer, stepHeading } from '../support/wizard';

/**
 * What people are told and read of a trip (issue 38, items 6, 17 and 25; decision 082): a customer whose trip staff
 * opened still reads "Booked"; the driver's text is one SMS segment with the job's link second; the customer changes
 * the trip through the screens and the office is told what changed, once, with the link to the trip's staff page.
 */

async function personAt(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** A message's body: what follows its headers, line ends as a phone shows them. */
const bodyOf = (message: string) =>
  message
    .slice(message.search(/\r?\n\r?\n/))
    .trim()
    .replace(/\r\n/g, '\n');

test('a customer reads "Booked" once staff opened their trip, the driver a short text, and the office hears of their change', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const office = await personAt(browser, 1280, 800);
  await signIn(office, 'admin');
  const customer = await createAccount(office, 'customer');
  const driverPhone = `+1 646 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const driver = await createAccount(office, 'driver', { phoneNumber: driverPhone });
  const traveller = await personAt(browser, 1280, 800);
  try {
    await signIn(traveller, customer);
    const booked = await bookByApi(traveller, { pickUpInMinutes: 5 * 24 * 60, paypal: true });
    // Staff open it: it is viewed for the office…
    expect((await detailsOf(office, booked.id)).status).toBe('viewed');

    // …and still booked for the customer, on their trip's page and in their trips list.
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await traveller.setViewportSize({ width, height });
      await traveller.goto(`/trips/${booked.id}`);
      await expect(traveller.getByRole('heading', { name: `Trip ${booked.number}` })).toBeVisible({ timeout: 60_000 });
      await expect(traveller.getByText('Booked', { exact: true })).toBeVisible();
      await expect(traveller.getByText(/viewed/i)).toHaveCount(0);
      expect(await seriousViolations(traveller)).toEqual([]);
      await saveScreenshot(traveller, `trip-messages-${width}-trip-page`);
      await traveller.goto(`/users/${customer.id}/user-reservations`);
      await expect(traveller.getByRole('link', { name: booked.number, exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(traveller.getByText('Booked', { exact: true }).first()).toBeVisible();
      await expect(traveller.getByText(/viewed/i)).toHaveCount(0);
      expect(await seriousViolations(traveller)).toEqual([]);
      await saveScreenshot(traveller, `trip-messages-${width}-trips-list`);
    }

    // The driver's text: one segment, the job's link second (it was 222 characters with the link last).
    await assignFirstCar(office, booked.id, driver.id);
    const gateway = `${driverPhone.replace(/\D/g, '').slice(-10)}@vtext.com`;
    await expect.poll(() => messagesTo(gateway).length, { message: `a text to ${gateway}` }).toBeGreaterThan(0);
    const assigned = bodyOf(messagesTo(gateway).at(-1) ?? '');
    expect(assigned.split('\n').slice(0, 2)).toEqual([
      `Livery: trip ${booked.number} is yours.`,
      expect.stringMatching(new RegExp(`^https?://[^/]+/jobs/${booked.id}$`)),
    ]);
    expect(assigned.length).toBeLessThanOrEqual(160);

    // The customer changes the pickup time and the gratuity through the screens.
    await traveller.setViewportSize({ width: 1280, height: 800 });
    await traveller.goto(`/reservation/update/${booked.id}`);
    await expect(stepHeading(traveller, 'Trip')).toBeVisible({ timeout: 60_000 });
    const time = traveller.getByLabel('Pickup time');
    await time.fill((await time.inputValue()) === '11:30 AM' ? '12:30 PM' : '11:30 AM');
    await traveller.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(traveller, 'Cars and price')).toBeVisible();
    await traveller.getByRole('radio', { name: '20%' }).check();
    await expect(explainer(traveller).getByText('Gratuity 20%')).toBeVisible();
    await expect(explainer(traveller)).toHaveAttribute('aria-busy', 'false');
    await traveller.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(traveller, 'Customer')).toBeVisible();
    await traveller.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(traveller, 'Summary and terms')).toBeVisible();
    await traveller.getByRole('button', { name: 'Save changes' }).click();
    await expect(traveller.getByRole('heading', { name: `Changes saved: ${booked.number}` })).toBeVisible();

    // The office is told, once to each of its addresses, what changed and where the trip is.
    const subject = `Subject: Trip ${booked.number} changed by the customer`;
    const notices = () => messagesTo('@').filter((m) => m.includes(subject));
    await expect.poll(() => notices().length, { message: 'the office’s notice' }).toBeGreaterThan(0);
    const recipients = notices().map((m) => /^To: (.*)$/m.exec(m)?.[1]);
    expect(new Set(recipients).size).toBe(recipients.length);
    const notice = bodyOf(notices()[0] ?? '');
    expect(notice).toContain(`changed trip ${booked.number} for ${booked.passenger} online.`);
    expect(notice).toMatch(/- pickup .* → .*/);
    expect(notice).toMatch(/- price \$[\d,.]+ → \$[\d,.]+/);
    expect(notice).toMatch(new RegExp(`Open the trip: https?://[^/]+/reservation/details/${booked.id}`));

    // The driver hears of the new time, with the job's link too (the "changed" text had none).
    await expect.poll(() => messagesTo(gateway).length).toBeGreaterThan(1);
    const changed = bodyOf(messagesTo(gateway).at(-1) ?? '');
    expect(changed.split('\n').slice(0, 2)).toEqual([
      `Livery: trip ${booked.number} changed (pickup time).`,
      expect.stringMatching(new RegExp(`/jobs/${booked.id}$`)),
    ]);
  } finally {
    await driver.remove();
    await customer.remove();
    await traveller.context().close();
    await office.context().close();
  }
});
