import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@livery/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeader } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { serverPort } from '../support/constants';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { fillTripStart, inDays, stepHeading } from '../support/wizard';

/**
 * Issue 38 item 18 (decision 084): a date is typed and shown year-month-day everywhere, whatever the browser's
 * locale — the server's first step, the wizard, the board's day — and Livery's own calendar picks it by keyboard, in a
 * frame of another site too (the booking widget), where the browser's own picker cannot be opened.
 */

const AMERICAN = { locale: 'en-US', timezoneId: 'America/New_York' };
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Opens the date field's calendar and answers the dialog. */
async function openCalendar(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.locator('xpath=ancestor::div[contains(@class,"MuiTextField-root")]').getByRole('button').click();
  const calendar = page.getByRole('dialog', { name: `Choose the ${label.toLowerCase()}` });
  await expect(calendar).toBeVisible();
  return calendar;
}

test('a visitor in an American browser types the pickup date year-month-day and picks the next day by keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...AMERICAN, viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto('/reservation/create');
    // The server's form: text, written year-month-day, never the browser's mm/dd/yyyy.
    const serverDate = page.getByRole('textbox', { name: 'Pickup date' });
    await expect(serverDate).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
    await expect(page.getByText('Year-month-day, e.g. 2030-12-31').first()).toBeVisible();
    const date = inDays(6);
    await fillTripStart(page, {
      airport: 'JFK Terminal 4',
      address: '350 5th Ave, New York, NY 10118',
      date,
      time: '09:30',
    });
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'dates-first-step-390');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Trip')).toBeVisible();

    // The wizard's field holds it as typed; its calendar opens on it and moves by keyboard.
    const wizardDate = page.getByRole('textbox', { name: 'Pickup date' });
    await expect(wizardDate).toHaveValue(date);
    const calendar = await openCalendar(page, 'Pickup date');
    await expect(calendar.getByRole('gridcell', { selected: true })).toBeFocused();
    await expect(calendar.getByRole('gridcell', { selected: true })).toHaveAccessibleName(new RegExp(` ${date}$`));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'dates-calendar-390');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(wizardDate).toHaveValue(addDays(date, 1));
    await expect(page.getByRole('button', { name: 'Open the calendar' }).first()).toBeFocused();
  } finally {
    await context.close();
  }
});

test('a dispatcher picks the board’s day year-month-day, typed or from the calendar', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page, 'dispatcher');
  await page.goto('/dispatch');
  const day = page.getByRole('textbox', { name: 'Date' });
  await expect(day).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  const date = inDays(3);
  await day.fill(date);
  await expect(page).toHaveURL(new RegExp(`date=${date}`));

  const calendar = await openCalendar(page, 'Date');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'dates-board-calendar-1280');
  // A week on with the arrow down, a day back with the arrow left, then chosen with Space.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await expect(calendar).toBeHidden();
  const chosen = addDays(date, 6);
  await expect(day).toHaveValue(chosen);
  await expect(page).toHaveURL(new RegExp(`date=${chosen}`));

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await openCalendar(page, 'Date');
  await saveScreenshot(page, 'dates-board-calendar-390');
  await page.keyboard.press('Escape');
  await expect(day).toHaveValue(chosen);
});

/** A company's website on another origin (`localhost`), with the booking widget's snippet. */
async function companySite(): Promise<{ server: Server; origin: string }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Example Cars</title></head><body>' +
    `<h1>Example Cars</h1><script src="http://127.0.0.1:${serverPort()}/embed.js" async></script></body></html>`;
  const server = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** Adds or removes a site from the configuration's allowed framers, as the admin. */
async function allowFraming(admin: Page, origin: string, isAllowed: boolean): Promise<void> {
  const headers = await authHeader(admin);
  const read = await admin.request.get('/api/v1/configurations', { headers });
  const { version, bookingWidget } = (await read.json()).data as {
    version: number;
    bookingWidget: { allowedOrigins: string[] };
  };
  const others = bookingWidget.allowedOrigins.filter((known) => known !== origin);
  const saved = await admin.request.put('/api/v1/configurations/1', {
    headers,
    data: { version, bookingWidget: { allowedOrigins: isAllowed ? [...others, origin] : others } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function adminOf(browser: Browser): Promise<Page> {
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  return admin;
}

test('the calendar opens in the booking widget on another site’s page, where the browser’s picker may not', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const site = await companySite();
  const admin = await adminOf(browser);
  const context = await browser.newContext({ ...AMERICAN, viewport: DESK });
  try {
    await allowFraming(admin, site.origin, true);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.origin);
    const frame = page.frameLocator('iframe[title="Book a trip"]');
    await expect(stepHeading(frame, 'Trip')).toBeVisible({ timeout: 30_000 });
    await frame.getByRole('button', { name: 'Open the calendar' }).first().click();
    const calendar = frame.getByRole('dialog', { name: 'Choose the pickup date' });
    await expect(calendar).toBeVisible();
    const today = inDays(0);
    await expect(calendar.getByRole('gridcell', { name: new RegExp(` ${today}$`) })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('textbox', { name: 'Pickup date' })).toHaveValue(addDays(today, 7));
    await saveScreenshot(page, 'dates-widget-calendar-1280');
    expect(errors).toEqual([]);
  } finally {
    await allowFraming(admin, site.origin, false);
    await context.close();
    await admin.close();
    site.server.close();
  }
});
