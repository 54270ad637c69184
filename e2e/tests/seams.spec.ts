import { formatPickUp, type TimeFormat } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { table, toast } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';

/** Smaller seams of issue 22 (decision 056): sign-in ↔ sign-up, the business's 12/24-hour clock, the SSN reveal. */

test('a visitor goes from sign-in to sign-up and back, and signs up into their own account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveTitle('Livery - Sign Up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'seams-signup-1280');
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/login$/);

  // Where they were going is kept both ways.
  await page.goto('/login?redirect=%2Freservation%2Fcreate');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Freservation%2Fcreate$/);

  const unique = uniqueName();
  const email = `signup-${unique}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('First name').fill('Sasha');
  await page.getByLabel('Last name').fill(`Seams${unique}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 212 555 0166');
  await page.getByLabel('Password').fill(`Pass-${unique}-1`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'seams-signup-390');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page).toHaveURL(/\/reservation\/create/);
  await expect(toast(page, 'Account created: you are signed in')).toBeVisible();

  // The account is the test's own: gone again, through an administrator.
  const admin = await page.context().browser()!.newPage();
  try {
    await signIn(admin, 'admin');
    const headers = await authHeader(admin);
    const found = await admin.request.get('/api/v1/users', { headers, params: { search: email, limit: 5 } });
    const [user] = ((await found.json()).dataItems as { id: number; email: string }[]).filter((u) => u.email === email);
    expect(user).toBeDefined();
    expect((await admin.request.delete(`/api/v1/users/${user!.id}`, { headers })).ok()).toBe(true);
  } finally {
    await admin.close();
  }
});

/** Saves the Time format card of /settings/configurations as the signed-in administrator. */
async function chooseClock(page: Page, format: TimeFormat) {
  await page.goto('/settings/configurations');
  const card = page.getByRole('region', { name: 'Time format' });
  await card.getByRole('combobox', { name: 'Clock' }).click();
  await page.getByRole('option', { name: format === '24h' ? '24-hour (14:30)' : '12-hour (2:30 PM)' }).click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Time format saved')).toBeVisible();
}

test('an administrator switches the business to the 24-hour clock and the reservations list and details follow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  const booked = await bookByApi(page, { pickUpInMinutes: 5 * 24 * 60 + 7 * 60 });
  const details = await page.request.get(`/api/v1/reservations/${booked.id}`, { headers: await authHeader(page) });
  const pickUpAt = new Date(((await details.json()).data as { pickUpDateTime: string }).pickUpDateTime);
  const shown = (timeFormat: TimeFormat) => formatPickUp(pickUpAt, { timeZone: 'America/New_York', timeFormat });
  const row = table(page).locator('tbody tr').filter({ hasText: booked.passenger });

  try {
    await chooseClock(page, '24h');
    await page.goto(`/reservations?search=${encodeURIComponent(booked.passenger)}`);
    await expect(row).toContainText(shown('24h'));
    await expect(row).not.toContainText(/\d [AP]M/);
    await saveScreenshot(page, 'seams-time-format-24h-list');
    await row.getByRole('link', { name: booked.number }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(booked.number);
    await expect(page.getByRole('region', { name: 'Trip' })).toContainText(shown('24h'));
    await saveScreenshot(page, 'seams-time-format-24h-details');
  } finally {
    await chooseClock(page, '12h');
  }
  await page.goto(`/reservations?search=${encodeURIComponent(booked.passenger)}`);
  await expect(row).toContainText(shown('12h'));
  await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M/);
  await page.goto(`/reservation/details/${booked.id}`);
  await expect(page.getByRole('region', { name: 'Trip' })).toContainText(shown('12h'));
});

test('an administrator sees a driver’s SSN masked in the list and reveals it on purpose', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver');
  try {
    await page.goto('/drivers');
    await page.getByLabel('Search drivers').fill(driver.lastName);
    const row = table(page).getByRole('row').filter({ hasText: driver.lastName });
    await expect(row).toContainText('***-**-6789');
    await expect(row).not.toContainText('123-45-6789');
    await expect(row).toContainText('1980-04-02');
    await row.getByRole('button', { name: 'Reveal SSN' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Social security number of ${driver.firstName} ${driver.lastName}`,
    });
    await expect(dialog).toContainText('123-45-6789');
    await expect(dialog).toContainText('recorded in the audit log');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'seams-ssn-revealed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('123-45-6789');
  } finally {
    await driver.remove();
  }
});
