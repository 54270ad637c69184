import { formatMoney } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { row, table, toast } from '../support/catalogue';
import { rowMenu } from '../support/row-menu';
import { saveScreenshot, signIn } from '../support/fixtures';

/** Addons on a booked trip and a driver's jobs (issue 12). */

/** Makes an active addon of the test's own through the API; `remove` deletes it. */
async function createAddon(page: Page, input: { amount?: number; percentage?: number }) {
  const headers = await authHeader(page);
  const name = `Addon ${uniqueName()}`;
  const created = await page.request.post('/api/v1/addons', {
    headers,
    data: { name, amount: input.amount ?? null, percentage: input.percentage ?? null, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  return { id, name, remove: () => page.request.delete(`/api/v1/addons/${id}`, { headers }) };
}

const amountOf = (page: Page) => page.getByRole('region', { name: 'Price and payment' }).locator('dd').first();

test('a dispatcher adds two addons to a trip and removes one: the amount is priced again each time', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const flat = await createAddon(page, { amount: 20 });
  const percent = await createAddon(page, { percentage: 10 });
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 4 * 24 * 60 });
    // From the list's row action, which opens the details with the dialog.
    await page.goto(`/reservations?search=${encodeURIComponent(booked.passenger)}`);
    await (await rowMenu(page, booked.number)).getByRole('menuitem', { name: 'Add addon' }).click();
    await expect(page).toHaveURL(`/reservation/details/${booked.id}?addAddon=true`);
    const dialog = page.getByRole('dialog', { name: `Add an addon to ${booked.number}` });
    await dialog.getByRole('combobox', { name: 'Addon' }).click();
    await page.getByRole('option', { name: new RegExp(flat.name) }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add addon' }).click();
    await expect(toast(page, `Addon ${flat.name} added to ${booked.number}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const withFlat = booked.total + 20;
    await expect(amountOf(page)).toHaveText(formatMoney(withFlat));

    // A percentage is of the total so far.
    await page.getByRole('button', { name: 'Add addon' }).click();
    await dialog.getByRole('combobox', { name: 'Addon' }).click();
    await page.getByRole('option', { name: new RegExp(percent.name) }).click();
    await dialog.getByRole('button', { name: 'Add addon' }).click();
    await expect(toast(page, `Addon ${percent.name} added to ${booked.number}`)).toBeVisible();
    const withBoth = Math.round(withFlat * 110) / 100;
    await expect(amountOf(page)).toHaveText(formatMoney(withBoth));
    const addons = page.getByRole('list', { name: 'Addons' });
    await expect(addons.getByRole('listitem')).toHaveCount(2);
    // Each addon once: under Addons, not again among the trip's price lines (issue 38, item 9).
    await expect(addons).toContainText(percent.name);
    await expect(page.getByRole('list', { name: 'Price lines' })).not.toContainText(percent.name);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reservation-addons-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'reservation-addons-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Removing the flat one prices the percentage again on the trip alone.
    await addons.getByRole('button', { name: `Remove addon ${flat.name}` }).click();
    await page
      .getByRole('dialog', { name: `Remove addon ${flat.name} from ${booked.number}?` })
      .getByRole('button', { name: 'Remove addon' })
      .click();
    await expect(toast(page, `Addon ${flat.name} removed from ${booked.number}`)).toBeVisible();
    await expect(amountOf(page)).toHaveText(formatMoney(Math.round(booked.total * 110) / 100));
    await expect(addons.getByRole('listitem')).toHaveCount(1);
  } finally {
    await flat.remove();
    await percent.remove();
  }
});

test('an administrator marks a driver’s job paid; the driver sees their own jobs and shares, read-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver', { phoneNumber: '+1 917 555 0142' });
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });
    const headers = await authHeader(page);
    const details = (await (await page.request.get(`/api/v1/reservations/${booked.id}`, { headers })).json()).data as {
      version: number;
      cars: { slots: { id: number; driverShare: number }[] }[];
    };
    const slot = details.cars[0]!.slots[0]!;
    const assigned = await page.request.put(`/api/v1/reservations/${booked.id}/drivers`, {
      headers,
      data: { version: details.version, slots: [{ slotId: slot.id, driverId: driver.id }] },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // From the Drivers list's row action to the driver's jobs (decision 053).
    await page.goto(`/drivers?search=${encodeURIComponent(driver.lastName)}`);
    await row(page, driver.lastName).getByRole('button', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(`/drivers/${driver.id}/jobs`);
    const job = row(page, booked.number);
    await expect(job).toContainText('Unpaid');
    await expect(job).toContainText(formatMoney(slot.driverShare));
    const shares = page.getByRole('region', { name: 'Driver shares' });
    await expect(shares).toContainText(`Unpaid (1 job)${formatMoney(slot.driverShare)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'driver-jobs-1280');
    await (await rowMenu(page, booked.number)).getByRole('menuitem', { name: 'Mark paid' }).click();
    await expect(toast(page, `Job ${booked.number} marked paid`)).toBeVisible();
    await expect(job).toContainText('Paid');
    await expect(shares).toContainText(`Paid (1 job)${formatMoney(slot.driverShare)}`);
    // The paid filter.
    await page.goto(`/users/${driver.id}/jobs?paid=unpaid`);
    await expect(table(page).getByText('Nothing matches the filters')).toBeVisible();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const own = await context.newPage();
    await signIn(own, driver);
    await own.getByRole('link', { name: /Your jobs/ }).click();
    await expect(own).toHaveURL(`/users/${driver.id}/jobs`);
    // On a phone, a card per job (decision 053).
    const card = own.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: booked.number });
    await expect(card).toContainText('paid');
    await expect(card).not.toContainText('unpaid');
    await expect(card.getByRole('button', { name: `Actions for ${booked.number}` })).toHaveCount(0);
    await saveScreenshot(own, 'driver-jobs-390');
    // Marking is refused by the server as well as hidden.
    const refused = await own.request.put(`/api/v1/users/${driver.id}/jobs/paid`, {
      headers: await authHeader(own),
      data: { slotIds: [slot.id], paid: false },
    });
    expect(refused.status()).toBe(403);
    expect(await seriousViolations(own)).toEqual([]);
    await context.close();
  } finally {
    await driver.remove();
  }
});
