import type { TimeFormat } from '@livery/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeader } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { explainer, fillTripStart, inDays, stepHeading } from '../support/wizard';

/**
 * Issue 38 item 18, its rest (decision 089): a typed time follows the business's 12- or 24-hour clock, on the server's
 * first step and in the wizard, whatever the browser's own clock — no browser time input, an example on the clock
 * under each field, a time that reads as none kept as typed with how to type it.
 */

const AMERICAN = { locale: 'en-US', timezoneId: 'America/New_York' };
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TRIP = { airport: 'JFK Terminal 4', address: '350 5th Ave, New York, NY 10118' };

/** The message or helper under a field, as assistive technology reads it with the field. */
const describedBy = async (page: Page, label: string) => {
  const ids = (await page.getByRole('textbox', { name: label }).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
};

test('a visitor on the 12-hour clock: 9:30 is asked AM or PM, 930pm is taken, and both steps read 9:30 PM', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ ...AMERICAN, viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto('/reservation/create');
    // The server's form: text on the business's clock, never the browser's time input.
    await expect(page.locator('input[type="time"]')).toHaveCount(0);
    const serverTime = page.getByRole('textbox', { name: 'Pickup time' });
    await expect(serverTime).toHaveAttribute('placeholder', 'h:mm AM/PM');
    expect(await describedBy(page, 'Pickup time')).toBe('Hours and minutes, e.g. 9:30 PM');
    await fillTripStart(page, { ...TRIP, date: inDays(6), time: '09:30' });
    await serverTime.fill('9:30');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'times-first-step-390');
    await page.setViewportSize(DESK);
    await saveScreenshot(page, 'times-first-step-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Next' }).click();

    // "9:30" could be either: the wizard stays on the trip, the text kept, how to type it under it.
    await expect(stepHeading(page, 'Trip')).toBeVisible({ timeout: 30_000 });
    const time = page.getByRole('textbox', { name: 'Pickup time' });
    await expect(time).toHaveValue('9:30');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(await describedBy(page, 'Pickup time')).toBe('Add AM or PM to the pickup time: 9:30 AM or 9:30 PM');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'times-wizard-refused-390');

    // By keyboard alone: the field, its text replaced, then on to the next control.
    await time.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('930pm');
    await page.keyboard.press('Tab');
    await expect(time).toHaveValue('9:30 PM');
    await expect(time).toHaveAttribute('aria-invalid', 'false');
    expect(await describedBy(page, 'Pickup time')).toBe('Hours and minutes, e.g. 9:30 PM');
    await page.setViewportSize(DESK);
    await saveScreenshot(page, 'times-wizard-1280');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
  }
});

/** Saves the business's clock as the admin (the "Time format" card's request). */
async function saveClock(admin: Page, timeFormat: TimeFormat): Promise<void> {
  const headers = await authHeader(admin);
  const { version } = (await (await admin.request.get('/api/v1/configurations', { headers })).json()).data as {
    version: number;
  };
  const saved = await admin.request.put('/api/v1/configurations/1', {
    headers,
    data: { version, display: { timeFormat } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function adminOf(browser: Browser): Promise<Page> {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  return admin;
}

test('a 24-hour business: the wizard takes 21:30 as typed and prices the trip at 21:30', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await adminOf(browser);
  const context = await browser.newContext({ ...AMERICAN, viewport: PHONE });
  try {
    // Put back in `finally`: the seed's 12-hour clock is every other test's.
    await saveClock(admin, '24h');
    const page = await context.newPage();
    await page.goto('/reservation/create');
    const serverTime = page.getByRole('textbox', { name: 'Pickup time' });
    await expect(serverTime).toHaveAttribute('placeholder', 'HH:MM');
    await expect(serverTime).toHaveAttribute('inputmode', 'numeric');
    expect(await describedBy(page, 'Pickup time')).toBe('Hours and minutes, e.g. 21:30');
    const date = inDays(6);
    await fillTripStart(page, { ...TRIP, date, time: '09:30' });
    // On this clock 9:30 is the morning: no AM or PM asked.
    await serverTime.fill('930');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Trip')).toBeVisible();

    const time = page.getByRole('textbox', { name: 'Pickup time' });
    await expect(time).toHaveValue('09:30');
    await time.fill('21:30');
    await time.blur();
    await expect(time).toHaveValue('21:30');
    expect(await describedBy(page, 'Pickup time')).toBe('Hours and minutes, e.g. 21:30');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'times-wizard-24h-390');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'One Sedan more' }).click();
    // The price is the trip's at 21:30, and says so on the business's clock.
    await expect(explainer(page)).toContainText(`${date} 21:30`, { timeout: 30_000 });
    await expect(explainer(page)).not.toContainText(/\d [AP]M/);
  } finally {
    await saveClock(admin, '12h');
    await context.close();
    await admin.close();
  }
});
