import { expect, test, type Locator, type Page } from '@playwright/test';
import { authHeader, createAccount, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi, businessTimeIn, detailsOf, type BookedByApi } from '../support/bookings';
import { signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { messagesTo } from '../support/mail';

/**
 * Issue 24's dispatch board at a desk (1280 px): a car without a driver dragged onto a driver is assigned (the driver
 * gets the assign dialog's text), an overlap on one driver is flagged, and the keyboard's way — Tab to Assign, Enter,
 * the assign dialog — assigns too; at 390 px the board is a list by pickup. Issue 38: the driver, off duty, has a lane
 * marked so; a drop on it that conflicts with their other trip asks first (Cancel saves nothing, Assign anyway saves),
 * and the server asks a direct call too; the drag is announced by trip and driver. The test makes its own driver and
 * trips, and cancels and removes them afterwards.
 */

const driversOf = async (staff: Page, id: number) =>
  (await detailsOf(staff, id)).cars.flatMap((car) => car.slots.map((slot) => slot.driverId));

/** Cancels a trip of the test (best effort: logged, never hiding the test's own error). */
async function cancelTrip(staff: Page, id: number): Promise<void> {
  try {
    const { version, status } = await detailsOf(staff, id);
    if (status === 'cancelled') return;
    const answer = await staff.request.post(`/api/v1/reservations/${id}/cancel`, {
      headers: await authHeader(staff),
      data: { version, reason: 'End of the dispatch board test' },
    });
    if (!answer.ok()) console.warn(`could not cancel trip ${id}:`, answer.status(), await answer.text());
  } catch (error) {
    console.warn(`could not cancel trip ${id}:`, error);
  }
}

/** A phone number of the test's own, so its driver's texts (at the carrier's gateway) are theirs alone. */
const phoneOfOwn = () =>
  `+1 917 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
const smsAddressOf = (driver: TestAccount) => `${driver.phoneNumber.replace(/\D/g, '').slice(-10)}@vtext.com`;

const lane = (page: Page, key: number | 'unassigned') => page.locator(`[data-lane="${key}"]`);
const barIn = (where: Locator, number: string) =>
  where.locator('[data-slot-id]').filter({ has: where.page().getByText(number, { exact: true }) });

/** Drags a bar by its text onto a lane's track, as a mouse does: pressed, moved past the 6 px threshold, dropped. */
async function dragOnto(page: Page, bar: Locator, target: Locator): Promise<void> {
  await bar.scrollIntoViewIfNeeded();
  const handle = bar.locator('> div').first();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the bar or the lane is not on screen');
  const x = from.x + Math.min(40, from.width / 2);
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(x + 10, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * The three trips' pickups, in minutes from now, all on one business day whatever the hour: the first and second an
 * hour long and overlapping, the second due soon (within two hours), the third after them. Late in the evening the
 * day ends first, so they are drawn in; in its last minutes, they are all after midnight.
 */
function pickupsOnOneDay(): [number, number, number] {
  const [hour = 0, minute = 0] = businessTimeIn(0).slice(11).split(':').map(Number);
  const left = 24 * 60 - (hour * 60 + minute);
  if (left > 160) return [60, 75, 150];
  if (left > 40) return [10, 25, left - 5];
  return [left + 5, left + 20, left + 95];
}

test('the dispatch board: a drop on an off-duty driver with a conflict asks first, the keyboard path, a phone', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await signIn(office, 'admin');
  const driver = await createAccount(office, 'driver', { phoneNumber: phoneOfOwn() });
  const driverName = `${driver.firstName} ${driver.lastName}`;
  const trips: BookedByApi[] = [];
  const dispatcherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await dispatcherContext.newPage();
  try {
    // The driver drives one trip already (so theirs is a lane); two more have no driver, one of them due soon.
    const [firstAt, secondAt, thirdAt] = pickupsOnOneDay();
    const first = await bookByApi(office, { pickUpInMinutes: firstAt });
    const second = await bookByApi(office, { pickUpInMinutes: secondAt });
    const third = await bookByApi(office, { pickUpInMinutes: thirdAt });
    trips.push(first, second, third);
    await assignFirstCar(office, first.id, driver.id);
    const date = businessTimeIn(secondAt).slice(0, 10);

    await signIn(page, 'dispatcher', `/dispatch?date=${date}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible({ timeout: 60_000 });
    const driverLane = lane(page, driver.id);
    await expect(driverLane).toContainText(driverName);
    // A new driver is off duty: their lane is there all the same, marked in words for eyes and screen readers.
    await expect(driverLane).toContainText('Off duty');
    await expect(page.getByRole('group', { name: `${driverName}, Off duty` })).toBeVisible();
    await expect(barIn(driverLane, first.number)).toContainText('Assigned');
    const unassigned = lane(page, 'unassigned');
    await expect(barIn(unassigned, second.number)).toContainText('Unassigned');
    await expect(barIn(unassigned, second.number)).toContainText('Due soon');
    await expectNoSidewaysScroll(page, 'the board at 1280 px');
    expect(await seriousViolations(page), 'the board').toEqual([]);

    // The server asks too: a direct call without the acknowledgement is refused, naming the conflict.
    const secondNow = await detailsOf(office, second.id);
    const slotId = secondNow.cars[0]?.slots[0]?.id;
    const direct = await office.request.put(`/api/v1/reservations/${second.id}/drivers`, {
      headers: await authHeader(office),
      data: { version: secondNow.version, slots: [{ slotId, driverId: driver.id }] },
    });
    expect(direct.status(), await direct.text()).toBe(409);
    const conflict = `${driverName} also drives ${first.number} at the same time as ${second.number}.`;
    expect((await direct.json()).error.fields).toEqual({ acknowledgeConflicts: conflict });
    expect(await driversOf(office, second.id)).toEqual([null]);

    // Dragged onto the off-duty driver who drives the first trip then: asked first, announced by trip and driver.
    await dragOnto(page, barIn(unassigned, second.number), driverLane.locator('> div').nth(1));
    const question = page.getByRole('dialog', { name: `Assign ${driverName} to ${second.number} anyway?` });
    await expect(question).toContainText(`${driverName} is off duty.`);
    await expect(question).toContainText(conflict);
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      new RegExp(`^${second.number}, Sedan at .+ was dropped on ${driverName}, off duty\\.$`),
    );
    expect(await seriousViolations(page), 'the question').toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect(await driversOf(office, second.id)).toEqual([null]);
    await expect(barIn(unassigned, second.number)).toBeVisible();

    // Again, Assign anyway: assigned (the same call as the dialog: the driver gets a text), and it overlaps.
    await dragOnto(page, barIn(unassigned, second.number), driverLane.locator('> div').nth(1));
    await question.getByRole('button', { name: 'Assign anyway' }).click();
    await expect(question).toBeHidden();
    await expect(barIn(driverLane, second.number)).toBeVisible();
    await expect.poll(() => driversOf(office, second.id)).toEqual([driver.id]);
    const sms = smsAddressOf(driver);
    await expect
      .poll(() => messagesTo(sms).filter((m) => m.includes(second.number)).length, { message: `a text to ${sms}` })
      .toBeGreaterThan(0);
    await expect(barIn(driverLane, second.number)).toContainText('Overlap');
    await expect(barIn(driverLane, first.number)).toContainText('Overlap');
    await expect(barIn(unassigned, second.number)).toHaveCount(0);

    // The keyboard: Tab to the third trip's Assign, Enter, choose the driver, save.
    const assignThird = page.getByRole('button', { name: `Assign ${third.number}` });
    await page.getByRole('button', { name: 'Next day' }).focus();
    let reached = false;
    for (let presses = 0; presses < 400 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await assignThird.evaluate((button) => button === document.activeElement);
    }
    expect(reached, 'Tab reaches the Assign button').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Assign drivers to ${third.number}` });
    await expect(dialog).toBeVisible();
    // The select is disabled until the drivers have loaded: Enter on it before then opens nothing.
    const sedan = dialog.getByRole('combobox', { name: 'Sedan' });
    await expect(sedan).toBeEnabled();
    await sedan.press('Enter');
    await page.getByRole('option', { name: new RegExp(`^${driverName}`) }).press('Enter');
    await dialog.getByRole('button', { name: 'Save drivers' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => driversOf(office, third.id)).toEqual([driver.id]);
    await expect(barIn(driverLane, third.number)).toBeVisible();
    expect(await seriousViolations(page), 'the board after assigning').toEqual([]);

    // On a phone: a list by pickup, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByRole('list', { name: `Trips of ${date} by pickup` });
    await expect(list).toBeVisible();
    await expect(page.getByRole('region', { name: `Timeline of ${date}` })).toHaveCount(0);
    await expect(list.locator('li').filter({ hasText: second.number })).toContainText(driverName);
    await expectNoSidewaysScroll(page, 'the board at 390 px');
    expect(await seriousViolations(page), 'the board on a phone').toEqual([]);
  } finally {
    for (const trip of trips) await cancelTrip(office, trip.id);
    await driver.remove();
    await dispatcherContext.close();
    await context.close();
  }
});
