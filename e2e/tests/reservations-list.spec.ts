import { formatMoney, RESERVATION_COLUMN_HEADERS as H, STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { expectColumns, table, toast } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';
import { rowMenu } from '../support/row-menu';

/**
 * The reservations list built for a dispatcher (issue 22, decision 054): what a dispatcher scans first, the number
 * pinned, actions in a row menu, one line a row, the columns a person chooses remembered, upcoming pickups first,
 * cards on a phone — and the Cancel dialog from the list that closes.
 */

/** What fits beside the drawer at 1280 px (issue 38 item 28, decision 084): the trip with its status first. */
const DEFAULT_COLUMNS = ['Actions', 'Trip', H.pickUpDateTime, 'Passenger', 'Route', 'Balance'];

const rowOf = (page: Page, number: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) });

const listOf = (page: Page, passenger: string) => `/reservations?search=${encodeURIComponent(passenger)}`;

test('an admin cancels a trip from the list’s row menu, and the dialog closes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });

  await page.goto(listOf(page, booked.passenger));
  await expect(rowOf(page, booked.number)).toContainText('unpaid');
  await (await rowMenu(page, booked.number)).getByRole('menuitem', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel reservation ${booked.number}?` });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Cancelled from the list');
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(toast(page, `Reservation ${booked.number} cancelled`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, booked.number)).toContainText('cancelled');
  // Cancelled: the row menu no longer offers Cancel, and Keep it on another trip's dialog closes it too.
  const menu = await rowMenu(page, booked.number);
  await expect(menu.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Cancel' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const other = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });
  await page.goto(listOf(page, other.passenger));
  await (await rowMenu(page, other.number)).getByRole('menuitem', { name: 'Cancel' }).click();
  const keep = page.getByRole('dialog', { name: `Cancel reservation ${other.number}?` });
  await keep.getByRole('button', { name: 'Keep it' }).click();
  await expect(keep).toBeHidden();
  await expect(rowOf(page, other.number)).toContainText('unpaid');
});

test('a dispatcher’s list leads with what they scan and fits 1280 px, one line a row, the number pinned; their columns survive a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'dispatcher');
  const booked = await bookByApi(page, { pickUpInMinutes: 2 * 24 * 60, sedans: 2 });

  // Upcoming pickups first: from the start of today, by pickup.
  await page.goto('/reservations');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(table(page).getByRole('columnheader', { name: H.pickUpDateTime })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.goto(listOf(page, booked.passenger));
  const row = rowOf(page, booked.number);
  await expect(row).toBeVisible();
  await expectColumns(page, DEFAULT_COLUMNS);
  await expect(row).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{4}-\d{2}-\d{2}/);
  await expect(row).toContainText('unpaid');
  await expect(row).toContainText('→');
  await expect(row).toContainText(formatMoney(booked.total));
  // The default columns fit the box beside the drawer: nothing to scroll sideways (it was 1,891 px in 990).
  const container = page.locator('.MuiTableContainer-root');
  expect(await container.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);

  // One line a row: eight rows fit below the table's top in an 800 px window.
  const rowBox = (await row.boundingBox())!;
  const tableTop = (await table(page).boundingBox())!.y;
  expect(rowBox.height).toBeLessThanOrEqual(44);
  expect(tableTop + rowBox.height * 9).toBeLessThanOrEqual(800);

  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservations-list-1280');

  // Phone shown and moved first of the columns that move; the choice is this dispatcher's after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('dialog', { name: 'Columns' });
  await panel.getByRole('checkbox', { name: H.phoneNumber }).check();
  for (let step = 0; step < 20; step += 1) {
    const up = panel.getByRole('button', { name: `Move ${H.phoneNumber} up` });
    if (await up.isDisabled()) break;
    await up.click();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Done' }).click();
  const chosen = ['Actions', 'Trip', H.phoneNumber, ...DEFAULT_COLUMNS.slice(2)];
  await expectColumns(page, chosen);
  await page.reload();
  await expect(rowOf(page, booked.number)).toBeVisible();
  await expectColumns(page, chosen);
  await expect(rowOf(page, booked.number)).toContainText('+1 212 555 0177');

  // One column more than fits: the table scrolls sideways, and the number stays in view.
  const idCell = rowOf(page, booked.number).getByRole('link', { name: booked.number, exact: true });
  const before = (await idCell.boundingBox())!.x;
  await container.evaluate((box) => (box.scrollLeft = 600));
  expect(await container.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  expect(Math.abs((await idCell.boundingBox())!.x - before)).toBeLessThan(2);

  await page.getByRole('button', { name: 'Columns' }).click();
  await panel.getByRole('button', { name: 'Default columns' }).click();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expectColumns(page, DEFAULT_COLUMNS);
});

for (const mode of ['light', 'dark'] as const) {
  test(`at 390 px the list is cards with the row menu, nothing scrolls sideways (${mode} theme)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      `${STORAGE_PREFIX}theme`,
      mode,
    ] as const);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'dispatcher');
    const booked = await bookByApi(page, { pickUpInMinutes: 2 * 24 * 60 });

    await page.goto(listOf(page, booked.passenger));
    const cards = page.getByRole('list', { name: 'Reservations' });
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: booked.number }) });
    await expect(card).toContainText(booked.passenger);
    await expect(card).toContainText('unpaid');
    await expect(card).toContainText('→');
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `reservations-list-390-${mode}`);

    const menu = await rowMenu(page, booked.number);
    await expect(menu.getByRole('menuitem', { name: 'View' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(`/reservation/details/${booked.id}`);

    // The desk's table in this theme too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(listOf(page, booked.passenger));
    await expect(rowOf(page, booked.number)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `reservations-list-1280-${mode}`);
  });
}
