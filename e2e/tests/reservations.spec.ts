import { RESERVATION_COLUMN_HEADERS } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { expectColumns, row, table, toast } from '../support/catalogue';

/** The row whose Id is this number (its return's row links to it too, in Return Trip Off). */
const rowOf = (page: Page, number: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2) a', { hasText: new RegExp(`^${number}$`) }) });
import { saveScreenshot, signIn } from '../support/fixtures';

/** Reservations in operation (issue 12) and the staff home (issue 13): the list, details, lifecycle, risks. */

const COLUMNS = Object.values(RESERVATION_COLUMN_HEADERS);

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Search by number/ }).fill(text);
}

test('a dispatcher finds a trip by its passenger, filters by status, opens it (→ viewed) and cancels it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const booked = await bookByApi(page, { pickUpInMinutes: 4 * 24 * 60, returnAfterMinutes: 24 * 60 });

  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expectColumns(page, ['Actions', ...COLUMNS]);
  await search(page, booked.passenger);
  await expect(table(page).getByRole('row')).toHaveCount(3); // the header and both legs
  const outbound = rowOf(page, booked.number);
  await expect(outbound).toContainText('unpaid');
  await expect(outbound.getByRole('link', { name: booked.returnNumber! })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservations-1280-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'reservations-390-list');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The status filter: the trip is unpaid, so "created" alone hides it.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'created', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=created/);
  await expect(table(page).getByText('Nothing matches')).toBeVisible();
  await page.goto(`/reservations?search=${encodeURIComponent(booked.passenger)}&status=unpaid`);
  await expect(rowOf(page, booked.number)).toBeVisible();

  await outbound.getByRole('link', { name: booked.number, exact: true }).click();
  await expect(page).toHaveURL(`/reservation/details/${booked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(booked.passenger);
  await expect(
    page.getByRole('region', { name: 'Trip' }).getByRole('link', { name: booked.returnNumber! }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Price and payment' }).getByRole('list', { name: 'Price lines' }),
  ).toContainText('Sedan');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-details-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'reservation-details-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel reservation ${booked.number}?` });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The passenger changed plans');
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(toast(page, `Reservation ${booked.number} cancelled`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('cancelled');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('The passenger changed plans');
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
});

test('a non-admin sees no Edit within 6 hours of pickup; an admin does', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const soon = await bookByApi(page, { pickUpInMinutes: 5 * 60 });
  const later = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });

  await page.goto(`/reservations?search=${encodeURIComponent(soon.passenger)}`);
  await expect(row(page, soon.number).getByRole('button', { name: 'Edit' })).toBeVisible(); // an admin may

  const dispatcher = await page.context().browser()!.newPage();
  await signIn(dispatcher, 'dispatcher', `/reservations?search=${encodeURIComponent(soon.passenger)}`);
  await expect(row(dispatcher, soon.number)).toBeVisible();
  await expect(row(dispatcher, soon.number).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await dispatcher.goto(`/reservations?search=${encodeURIComponent(later.passenger)}`);
  await expect(row(dispatcher, later.number).getByRole('button', { name: 'Edit' })).toBeVisible();
  await dispatcher.close();
});

test('the dispatcher sees the staff home with its charts and follows a risk-board entry to the trip', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  // Unpaid and without a driver, 3 hours from now: on the board.
  const atRisk = await bookByApi(page, { pickUpInMinutes: 3 * 60 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Trips today/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue, last 30 days' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue by car class' })).toBeVisible();
  const board = page.getByRole('region', { name: 'At risk in the next 24 hours' });
  const entry = board.getByRole('listitem').filter({ hasText: atRisk.number });
  await expect(entry).toContainText('Unpaid');
  await expect(entry).toContainText('Not every car has a driver');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'home-staff-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'home-staff-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await entry.getByRole('link', { name: atRisk.number }).click();
  await expect(page).toHaveURL(`/reservation/details/${atRisk.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${atRisk.number}` })).toBeVisible();
});
