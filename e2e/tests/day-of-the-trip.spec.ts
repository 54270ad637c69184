import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { authHeader, createAccount, uniqueName, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi, businessTimeIn, detailsOf } from '../support/bookings';
import { signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { messagesTo } from '../support/mail';

/**
 * Issue 24's journey, every role at once: a customer of the test's own (with a carrier) has a trip; dispatch gives it
 * to a driver of the test's own. The driver works it on a phone (390 px, the service worker in control): accepts, goes
 * on the way (the customer's text and e-mail carry the status link), loses the signal, takes On location and Passenger
 * on board, gets it back — both arrive once, in order — and drops off: the trip is completed. The customer's status
 * page follows each step live, and the dispatch board in another browser shows the driver's bar move.
 */

test.use({ serviceWorkers: 'allow' });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A phone number of the test's own, so texts to its carrier's gateway are this test's alone. */
const ownPhone = () =>
  `+1 646 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
const gatewayOf = (account: TestAccount) => `${account.phoneNumber.replace(/\D/g, '').slice(-10)}@vtext.com`;

/** Waits for a message to `address` whose text matches, and answers it. */
async function messageMatching(address: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => (found = messagesTo(address).find((m) => pattern.test(m)) ?? ''), {
      timeout: 20_000,
      message: `a message to ${address} matching ${pattern}`,
    })
    .not.toBe('');
  return found;
}

const statusLinkIn = (message: string) => /https?:\/\/[^\s"<>]+(\/status\/[A-Za-z0-9_-]+)/.exec(message)?.[1] ?? '';

test('the day of the trip: driver on a phone, offline steps, the customer informed live, the board following', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin');
  const customer = await createAccount(page, 'customer', { phoneNumber: ownPhone(), phoneType: '@vtext.com' });
  const driver = await createAccount(page, 'driver', { phoneNumber: ownPhone() });
  const contexts: BrowserContext[] = [];
  let tripId: number | null = null;
  try {
    // Booked on the customer's account, picked up in an hour; dispatch gives it to the driver.
    const booked = await bookByApi(page, { pickUpInMinutes: 60, details: { customerId: customer.id } });
    tripId = booked.id;
    const slotId = await assignFirstCar(page, booked.id, driver.id);

    // Dispatch watches the day on the board, in a browser of its own.
    const boardContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(boardContext);
    const board = await boardContext.newPage();
    await signIn(board, 'dispatcher', `/dispatch?date=${businessTimeIn(60).slice(0, 10)}`);
    const bar = board.locator(`[data-lane="${driver.id}"] [data-slot-id="${slotId}"]`);
    await expect(bar).toContainText('Assigned', { timeout: 30_000 });

    // The driver's phone: Today, then the job, the worker in control so the job opens without a signal.
    const phoneContext = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await signIn(phone, driver);
    await expect(phone).toHaveURL('/today');
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await phone.getByRole('link').filter({ hasText: booked.number }).click();
    await expect(phone.getByRole('heading', { name: `Job ${booked.number}` })).toBeVisible();
    await phone.getByRole('button', { name: 'Accept' }).click();
    await phone.getByRole('button', { name: 'On the way' }).click();
    await expect(phone.getByRole('button', { name: 'On location' })).toBeVisible();
    await expect(bar).toContainText('On the way');

    // The customer hears of it: an e-mail (to the trip’s address) and a text through their account’s carrier, each
    // with the status link.
    const mail = await messageMatching(booked.email, /is on the way to you/);
    const text = await messageMatching(gatewayOf(customer), /is on the way to you/);
    const link = statusLinkIn(mail);
    expect(link).not.toBe('');
    expect(statusLinkIn(text)).toBe(link);
    expect(mail).toContain(driver.firstName);

    // The status page, no sign-in, on the customer's phone.
    const customerContext = await browser.newContext({ ...PHONE });
    contexts.push(customerContext);
    const status = await customerContext.newPage();
    await status.goto(link);
    const now = status.getByRole('status');
    await expect(now).toContainText('On the way');
    await expectNoSidewaysScroll(status);
    expect(await seriousViolations(status)).toEqual([]);

    // No signal: two steps wait on the phone, in order.
    await phoneContext.setOffline(true);
    await phone.getByRole('button', { name: 'On location' }).click();
    await phone.getByRole('button', { name: 'Passenger on board' }).click();
    await expect(phone.getByText('2 steps waiting to be sent')).toBeVisible();
    const waiting = phone.getByRole('list', { name: 'Steps waiting to be sent' });
    await expect(waiting.getByRole('listitem')).toHaveText([
      new RegExp(`${booked.number}: On location`),
      new RegExp(`${booked.number}: Passenger on board`),
    ]);
    await expect(phone.getByRole('button', { name: 'Dropped off' })).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    // Nothing reached the office yet.
    expect((await detailsOf(page, booked.id)).cars[0]!.slots[0]!.progress).toBe('on-the-way');

    // The signal returns: both steps arrive, once each, in order; the page, the board and the status page follow.
    await phoneContext.setOffline(false);
    await expect(phone.getByText(/steps? waiting to be sent/)).toHaveCount(0, { timeout: 30_000 });
    await expect(now).toContainText('on board', { ignoreCase: true, timeout: 30_000 });
    await expect(bar).toContainText('on board', { ignoreCase: true });
    const onBoard = (await detailsOf(page, booked.id)).cars[0]!.slots[0]!;
    expect(onBoard.progress).toBe('on-board');
    expect(Date.parse(onBoard.times.onLocationAt!)).toBeLessThanOrEqual(Date.parse(onBoard.times.onBoardAt!));
    expect(messagesTo(booked.email).filter((m) => /has arrived with the/.test(m))).toHaveLength(1);

    // Dropped off: the trip is completed, everywhere.
    await phone.getByRole('button', { name: 'Dropped off' }).click();
    await expect.poll(async () => (await detailsOf(page, booked.id)).status).toBe('completed');
    await expect(now).toContainText(/Dropped off|Completed/);
    await expect(bar).toContainText(/Dropped off|Completed/);
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    tripId = null;
  } finally {
    for (const context of contexts) await context.close();
    if (tripId !== null) {
      const version = (await detailsOf(page, tripId)).version;
      await page.request.post(`/api/v1/reservations/${tripId}/cancel`, {
        headers: await authHeader(page),
        data: { version, reason: 'e2e clean-up' },
      });
    }
    await driver.remove();
    await customer.remove();
  }
});

interface DayOfTrip {
  averageSpeedMph: number;
  tripExtras: string[];
  waitingMinuteAmount: number;
}

/** Saves the configuration's day-of-the-trip section as an administrator; answers what it was. */
async function saveDayOfTrip(admin: Page, dayOfTrip: DayOfTrip): Promise<DayOfTrip> {
  const headers = await authHeader(admin);
  const read = await admin.request.get('/api/v1/configurations', { headers });
  const { version, dayOfTrip: before } = (await read.json()).data as { version: number; dayOfTrip: DayOfTrip };
  const saved = await admin.request.put('/api/v1/configurations/1', { headers, data: { version, dayOfTrip } });
  expect(saved.status(), await saved.text()).toBe(200);
  return before;
}

test('a driver reports extras after the drop-off; the office approves them and they are charged', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver', { phoneNumber: ownPhone() });
  const before = await saveDayOfTrip(page, {
    averageSpeedMph: 30,
    tripExtras: ['waiting', 'tolls'],
    waitingMinuteAmount: 1.5,
  });
  const phoneContext = await browser.newContext({ ...PHONE });
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 45 });
    const slotId = await assignFirstCar(page, booked.id, driver.id);
    const headers = await authHeader(page);
    // The trip driven, moved by dispatch on the driver's behalf.
    for (const step of ['accept', 'on-the-way', 'on-location', 'on-board', 'dropped-off']) {
      const moved = await page.request.post(`/api/v1/reservations/${booked.id}/slots/${slotId}/steps`, {
        headers,
        data: { step, clientId: `e2e-${uniqueName()}-${step}` },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const driven = await detailsOf(page, booked.id);
    expect(driven.status).toBe('completed');
    const amountBefore = driven.amount ?? 0;

    // The driver, on a phone: only the extras the office takes; the wait is measured, never typed (decision 094).
    const phone = await phoneContext.newPage();
    await signIn(phone, driver, `/jobs/${booked.id}`);
    await expect(phone.getByRole('heading', { name: 'Extras' })).toBeVisible();
    await expect(phone.getByRole('spinbutton', { name: 'Parking' })).toHaveCount(0);
    await expect(phone.getByRole('spinbutton', { name: /Waiting/ })).toHaveCount(0);
    await expect(phone.getByText(/^Waited 0 min · 30 min free at a domestic airport · nothing to bill$/)).toBeVisible();
    await phone.getByRole('spinbutton', { name: 'Tolls' }).fill('6.50');
    await phone.getByRole('button', { name: 'Send extras' }).click();
    await expect(phone.getByText(/Sent: 0 min waited, \$6\.50 tolls \(\$6\.50\)/)).toBeVisible();
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);

    // The office reads them on the trip's details and approves them: two lines of the price.
    await page.goto(`/reservation/details/${booked.id}`);
    await expect(page.getByText(/Extras \(submitted\): \$6\.50 tolls/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve extras' }).click();
    await expect(page.getByText(/Extras \(approved\)/)).toBeVisible();
    const charged = await detailsOf(page, booked.id);
    expect(charged.amount).toBeCloseTo(amountBefore + 6.5, 2);
    expect(charged.addons.map((a) => [a.name, a.lineAmount])).toEqual([['Tolls', 6.5]]);
    await phone.reload();
    await expect(phone.getByText(/The office approved your extras/)).toBeVisible();
  } finally {
    await phoneContext.close();
    await saveDayOfTrip(page, before);
    await driver.remove();
  }
});
