import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi, detailsOf } from '../support/bookings';
import { signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { messagesTo } from '../support/mail';

/**
 * Issue 24's customer kept informed, on a phone (390 px): a driver on the way sends the customer an e-mail with the
 * status link; the link opens the trip's status page without signing in, which follows the trip live (On location
 * arrives without a reload), has a large call link to the office, and nothing wider than the screen. The test makes
 * its own driver and trip, and cancels and removes them afterwards.
 */

/** A step taken by dispatch on the driver's behalf (`reservations:assign`), through the same route as the phone's. */
async function takeStep(staff: Page, id: number, slotId: number, step: string): Promise<void> {
  const answer = await staff.request.post(`/api/v1/reservations/${id}/slots/${slotId}/steps`, {
    headers: await authHeader(staff),
    data: { step, clientId: `e2e-${randomUUID()}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The status link of the latest message to this address (`/status/{token}`). */
async function statusLinkTo(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const found = messagesTo(address)
          .map((message) => /https?:\/\/[^\s"<>]+(\/status\/[A-Za-z0-9_-]+)/.exec(message)?.[1] ?? '')
          .filter(Boolean);
        link = found.at(-1) ?? '';
        return link;
      },
      { timeout: 15_000, message: `a status link mailed to ${address}` },
    )
    .not.toBe('');
  return link;
}

test('the customer’s trip status page: the link in the e-mail, live, at 390 px, without signing in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await signIn(office, 'admin');
  const driver = await createAccount(office, 'driver');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  let tripId: number | null = null;
  try {
    const trip = await bookByApi(office, { pickUpInMinutes: 60 });
    tripId = trip.id;
    const slotId = await assignFirstCar(office, trip.id, driver.id);
    await takeStep(office, trip.id, slotId, 'accept');
    await takeStep(office, trip.id, slotId, 'on-the-way');

    const link = await statusLinkTo(trip.email);
    const mail = messagesTo(trip.email).at(-1) ?? '';
    expect(mail).toContain(driver.firstName);
    await page.goto(link);
    const status = page.getByRole('status');
    await expect(status).toHaveText('On the way', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(trip.number);
    await expect(page.getByText(`${driver.firstName} · Sedan`)).toBeVisible();
    const call = page.getByRole('link', { name: /Call the office/ });
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    expect((await call.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    // Nothing of the booking beyond where the trip is: no passenger e-mail or phone.
    await expect(page.getByText(trip.email)).toHaveCount(0);
    await expect(page.getByText('555 0177')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the status page at 390 px');
    expect(await seriousViolations(page), 'the status page').toEqual([]);

    // Live: the next step arrives without a reload.
    await takeStep(office, trip.id, slotId, 'on-location');
    await expect(status).toHaveText('On location');
    await expect(page.getByRole('list', { name: 'Steps of your trip' })).toContainText('On location');

    // An unknown link opens nothing.
    await page.goto(link.replace(/-[A-Za-z0-9_-]+$/, `-${'A'.repeat(22)}`));
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  } finally {
    if (tripId !== null) {
      try {
        const { version, status } = await detailsOf(office, tripId);
        if (status !== 'cancelled' && status !== 'completed') {
          await office.request.post(`/api/v1/reservations/${tripId}/cancel`, {
            headers: await authHeader(office),
            data: { version, reason: 'End of the trip status test' },
          });
        }
      } catch (error) {
        console.warn(`could not cancel trip ${tripId}:`, error);
      }
    }
    await driver.remove();
    await phone.close();
    await context.close();
  }
});
