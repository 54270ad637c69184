import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { phoneWithoutScript, saveScreenshot } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { explainer, fillTripStart, inDays, stepHeading } from '../support/wizard';

/**
 * A visitor's `/reservation/create` (decision 067): the wizard's first step is the server's HTML form, painted with
 * no script; Next (or "Add a stop") hands what was typed to the wizard, which goes on from it.
 */

const PHONE = { width: 390, height: 844 };

test('a phone paints the first step without JavaScript, and loads none for it', async ({ browser }) => {
  const { context, page, scripts } = await phoneWithoutScript(browser);
  try {
    await page.goto('/reservation/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    await expect(stepHeading(page, 'Trip')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pickup airport and terminal' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'JFK Terminal 4' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(scripts).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a visitor fills the first step on a phone, and the wizard goes on from it to the price', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/reservation/create');
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  const date = inDays(5);
  await fillTripStart(page, {
    toAirport: true,
    airport: 'LGA Terminal B',
    address: '350 5th Ave, New York, NY 10118',
    date,
    time: '07:15',
  });
  // The labels follow the trip type: from the address to the airport.
  await expect(page.getByRole('textbox', { name: 'Drop-off address' })).toHaveCount(0);
  await page.getByLabel('Passengers').fill('2');
  await page.getByRole('switch', { name: /Round trip/ }).check();
  await page.getByLabel('Return date').fill(inDays(7));
  await page.getByLabel('Return time').fill('18:30');
  await saveScreenshot(page, 'trip-start-390-filled');
  await page.getByRole('button', { name: 'Next' }).click();

  // The wizard, on the price, with the form's fields gone from the address.
  await expect(stepHeading(page, 'Cars and price')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/reservation\/create$/);
  await page.getByRole('button', { name: 'One Sedan more' }).click();
  await expect(explainer(page).getByTestId('quote-total')).toHaveText(/^\$\d/);

  // Back on step 1, everything typed is there, in the wizard's own fields.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'To airport' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Pickup address' })).toHaveValue('350 5th Ave, New York, NY 10118');
  await expect(page.getByRole('combobox', { name: 'Drop-off terminal' })).toHaveText(/LGA Terminal B/);
  await expect(page.getByRole('textbox', { name: 'Pickup date' })).toHaveValue(date);
  await expect(page.getByLabel('Pickup time')).toHaveValue('7:15 AM');
  await expect(page.getByRole('spinbutton', { name: 'Passengers' })).toHaveValue('2');
  await expect(page.getByLabel('Return time')).toHaveValue('6:30 PM');

  // A reload keeps the trip under way: the page hands over to the wizard at once.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Cars and price')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toHaveCount(1);
});

test("Next with a field missing opens the wizard's first step with its message; Add a stop opens it with a stop", async ({
  page,
  browser,
}) => {
  await page.goto('/reservation/create');
  await page.getByRole('combobox', { name: 'Pickup airport and terminal' }).selectOption({ label: 'JFK Terminal 4' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  // The wizard's own step 1 now (its terminal field), with the checks' messages on their fields.
  await expect(page.getByRole('combobox', { name: 'Pickup terminal' })).toHaveText(/JFK Terminal 4/, {
    timeout: 30_000,
  });
  await expect(page.getByText('Enter the address').first()).toBeVisible();
  await expect(page.getByText('Enter the pickup date (YYYY-MM-DD)').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const other = await browser.newPage();
  try {
    await other.goto('/reservation/create');
    await other.getByRole('button', { name: 'Add a stop' }).click();
    await expect(other.getByRole('combobox', { name: 'Stop 1' })).toBeVisible({ timeout: 30_000 });
    await expect(stepHeading(other, 'Trip')).toBeVisible();
  } finally {
    await other.close();
  }
});
