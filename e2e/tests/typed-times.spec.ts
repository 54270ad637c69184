import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { saveScreenshot } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { fillTripStart, inDays, stepHeading } from '../support/wizard';

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

// The 24-hour clock is proven by the web and API tests (business-time-input.test.tsx, trip-start-page.test.ts): an
// e2e that switched the shared configuration would change the clock under every test running beside it.
