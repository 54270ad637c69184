import { formatMoney, RESERVATION_COLUMN_HEADERS } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount, uniqueName } from '../support/accounts';
import { messagesTo } from '../support/mail';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { expectColumns, table, toast } from '../support/catalogue';
import { rowMenu } from '../support/row-menu';

/**
 * The row whose Id is this number (its return's row links to it too, in Return Trip Off). The Id is the second
 * column after the actions, the first for someone who has none.
 */
const rowOf = (page: Page, number: string, idColumn = 2) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.locator(`td:nth-child(${idColumn}) a`, { hasText: new RegExp(`^${number}$`) }) });
import { saveScreenshot, signIn } from '../support/fixtures';

/** Reservations in operation (issue 12) and the staff home (issue 13): the list, details, lifecycle, risks. */

/** The list's default columns, what a dispatcher scans and fits 1280 px (decisions 054, 084); the rest are in Columns. */
const DEFAULT_COLUMNS = ['Actions', 'Trip', RESERVATION_COLUMN_HEADERS.pickUpDateTime, 'Passenger', 'Route', 'Balance'];

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
  await expect(table(page).getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await expectColumns(page, DEFAULT_COLUMNS);
  await search(page, booked.passenger);
  await expect(table(page).getByRole('row')).toHaveCount(3); // the header and both legs
  const outbound = rowOf(page, booked.number);
  await expect(outbound).toContainText('unpaid');
  // The return is its own row; its link from the outbound is in Return Trip Off, one of the columns to choose.
  await expect(rowOf(page, booked.returnNumber!)).toBeVisible();
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

test("within 6 hours of pickup a non-admin is told Edit is an administrator's; an admin may edit", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const soon = await bookByApi(page, { pickUpInMinutes: 5 * 60 });
  const later = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });

  await page.goto(`/reservations?search=${encodeURIComponent(soon.passenger)}`);
  await expect((await rowMenu(page, soon.number)).getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible(); // an admin may

  const dispatcher = await page.context().browser()!.newPage();
  await signIn(dispatcher, 'dispatcher', `/reservations?search=${encodeURIComponent(soon.passenger)}`);
  const soonMenu = await rowMenu(dispatcher, soon.number);
  await expect(soonMenu.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(soonMenu.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);
  const notAvailable = soonMenu.getByRole('menuitem', { name: /^Edit \(not available\)/ });
  await expect(notAvailable).toBeVisible();
  await expect(notAvailable).toContainText('ask an administrator');
  await expect(notAvailable).toHaveAttribute('aria-disabled', 'true');
  await dispatcher.goto(`/reservations?search=${encodeURIComponent(later.passenger)}`);
  await expect((await rowMenu(dispatcher, later.number)).getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await dispatcher.close();
});

test('the dispatcher sees the staff home with its charts and follows a risk-board entry to the trip', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  // Owing its price and without a driver, 3 hours from now: on the board.
  const atRisk = await bookByApi(page, { pickUpInMinutes: 3 * 60 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Trips today/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue, last 30 days' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue by car class' })).toBeVisible();
  const board = page.getByRole('region', { name: 'At risk in the next 24 hours' });
  const entry = board.getByRole('listitem').filter({ hasText: atRisk.number });
  await expect(entry).toContainText(`Balance due: ${formatMoney(atRisk.total)}`);
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

test('a customer sees only their own trips on their profile’s Reservations tab', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher');
  const someoneElses = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, 'customer');
  const headers = await authHeader(customer);
  const me = (await (await customer.request.get('/api/v1/me', { headers })).json()).data.user as { id: number };
  const draft = await customer.request.post('/api/v1/reservation-drafts', {
    headers,
    data: { state: { note: `draft of ${uniqueName()}` } },
  });
  expect(draft.status()).toBe(201);
  const { id: draftId, number } = (await draft.json()).data as { id: number; number: string };

  await customer.goto(`/users/${me.id}/user-reservations`);
  // A customer's own draft: change it (in the booking flow, where its link goes too) or book another (decision 052).
  const draftRow = rowOf(customer, number);
  await expect(draftRow).toBeVisible();
  await expect(draftRow.getByRole('button')).toHaveCount(2);
  expect(await draftRow.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.ariaLabel))).toEqual([
    'Change',
    'Book another',
  ]);
  await expect(draftRow.getByRole('link', { name: number })).toHaveAttribute(
    'href',
    `/reservation/create?id=${draftId}&draft=true`,
  );
  await search(customer, someoneElses.number);
  await expect(table(customer).getByText('Nothing matches')).toBeVisible();
  // Another person's tab is refused by the server as well as hidden.
  const others = await customer.request.get(`/api/v1/reservations?userId=${me.id + 100000}`, { headers });
  expect(others.status()).toBe(403);
  expect(await seriousViolations(customer)).toEqual([]);
  await context.close();
});

test('a dispatcher assigns two drivers to a two-car trip (→ assigned, an SMS to each), then completes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // An administrator of the test makes the drivers and the trip; the dispatcher works in the page.
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const phone = () =>
    `+1 917 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const first = await createAccount(admin, 'driver', { phoneNumber: phone() });
  const second = await createAccount(admin, 'driver', { phoneNumber: phone() });
  try {
    const booked = await bookByApi(admin, { pickUpInMinutes: 3 * 24 * 60, sedans: 2 });
    await signIn(page, 'dispatcher', `/reservations?search=${encodeURIComponent(booked.passenger)}`);
    await (await rowMenu(page, booked.number)).getByRole('menuitem', { name: 'Assign driver' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign drivers to ${booked.number}` });
    await expect(dialog).toBeVisible();
    const driverName = (account: typeof first) => `${account.firstName} ${account.lastName}`;
    await dialog.getByRole('combobox', { name: 'Sedan #1' }).click();
    await page.getByRole('option', { name: driverName(first) }).click();
    await dialog.getByRole('combobox', { name: 'Sedan #2' }).click();
    await page.getByRole('option', { name: driverName(second) }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reservation-assign-1280');
    await dialog.getByRole('button', { name: 'Save drivers' }).click();
    await expect(toast(page, `Drivers of ${booked.number} saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const cars = page.getByRole('region', { name: 'Cars and drivers' });
    await expect(cars).toContainText(driverName(first));
    await expect(cars).toContainText(driverName(second));
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('assigned');

    // Each driver gets an SMS at their carrier's gateway: the phone's digits and the carrier's suffix.
    for (const account of [first, second]) {
      const address = `${account.phoneNumber.replace(/\D/g, '').slice(-10)}@vtext.com`;
      await expect.poll(() => messagesTo(address).length, { message: `an SMS to ${address}` }).toBeGreaterThan(0);
      expect(messagesTo(address).at(-1)).toContain(booked.number);
    }

    // The pickup is ahead: completing it now is asked about in those words (decision 056).
    await page.getByRole('button', { name: 'Complete' }).click();
    const completing = page.getByRole('dialog', { name: `Complete reservation ${booked.number}?` });
    await expect(completing).toContainText(/The pickup is on \w{3} \d{4}-\d{2}-\d{2} at .*, in the future\./);
    await completing.getByRole('button', { name: 'Complete anyway' }).click();
    await expect(toast(page, `Reservation ${booked.number} completed`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('completed');
  } finally {
    await first.remove();
    await second.remove();
    await admin.close();
  }
});

test('a dispatcher cancels a trip paid by PayPal and refunds part of it through PayPal', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const booked = await bookByApi(page, { pickUpInMinutes: 5 * 24 * 60, paypal: true });

  await page.goto(`/reservation/details/${booked.id}`);
  const payment = page.getByRole('region', { name: 'Price and payment' });
  await expect(payment).toContainText(/PayPal/);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel reservation ${booked.number}?` });
  await expect(dialog.getByRole('radiogroup')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Refund an amount' }).check();
  // More than was paid is refused, in the dialog, and nothing is cancelled.
  await dialog.getByRole('spinbutton', { name: 'Amount to refund' }).fill(String(booked.total + 1));
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /more than|at most/i })).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Amount to refund' }).fill('10');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-refund-1280');
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(toast(page, `Reservation ${booked.number} cancelled`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('cancelled');
  await expect(payment).toContainText(/Refunds/);
  await expect(payment).toContainText(/\$10\.00 on .*COMPLETED, PayPal/);

  // The customer hears of the cancellation and of the refund.
  await expect.poll(() => messagesTo(booked.email).some((m) => /cancel/i.test(m) && m.includes('10.00'))).toBe(true);
});

test('a colleague’s change shows live in a second browser: the list and the details refresh without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher');
  const booked = await bookByApi(page, { pickUpInMinutes: 4 * 24 * 60 });

  const context = await browser.newContext();
  const watcher = await context.newPage();
  const detailsContext = await browser.newContext();
  const details = await detailsContext.newPage();
  try {
    await signIn(watcher, 'admin', `/reservations?search=${encodeURIComponent(booked.passenger)}`);
    await expect(rowOf(watcher, booked.number)).toContainText('unpaid');
    await signIn(details, 'admin', `/reservation/details/${booked.id}`);
    await expect(details.getByRole('heading', { level: 1 }).locator('..')).toContainText('unpaid');
    // Marks on the documents: a reload would lose them.
    for (const p of [watcher, details]) await p.evaluate(() => ((window as { liveMark?: number }).liveMark = 1));

    await page.goto(`/reservation/details/${booked.id}`);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Cancel reservation ${booked.number}?` })
      .getByRole('button', { name: 'Cancel reservation' })
      .click();
    await expect(toast(page, `Reservation ${booked.number} cancelled`)).toBeVisible();

    await expect(rowOf(watcher, booked.number)).toContainText('cancelled', { timeout: 10_000 });
    await expect(details.getByRole('heading', { level: 1 }).locator('..')).toContainText('cancelled', {
      timeout: 10_000,
    });
    await expect(details.getByRole('region', { name: 'History' })).toContainText('cancelled');
    for (const p of [watcher, details])
      expect(await p.evaluate(() => (window as { liveMark?: number }).liveMark)).toBe(1);
  } finally {
    await context.close();
    await detailsContext.close();
  }
});
