import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { authHeader, createAccount, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { serverPort } from '../support/constants';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { chooseOption, explainer, inDays, stepHeading } from '../support/wizard';

/**
 * Issue 27's booking widget (decision 066): a company's own website, on another origin, pastes the snippet and books
 * through it; a site the configuration does not list is refused by the browser.
 */

/** Livery's origin (the suite's base URL); the company's site is on `localhost`, another site to the browser. */
const APP = `http://127.0.0.1:${serverPort()}`;

/** A company's website: its own page with the widget's snippet, served from `localhost` (another site). */
async function companySite(appOrigin: string): Promise<{ server: Server; origin: string }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Example Cars</title></head>' +
    '<body style="margin:0;font-family:sans-serif"><header style="padding:16px"><h1>Example Cars</h1>' +
    '<p>Book your ride below.</p></header>' +
    `<script src="${appOrigin}/embed.js" async></script>` +
    '<footer style="padding:16px">Example Cars, New York</footer></body></html>';
  const server = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** The widget's frame on the company's page. */
const widget = (page: Page): FrameLocator => page.frameLocator('iframe[title="Book a trip"]');

async function adminPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, 'admin');
  return page;
}

/** Saves the configuration's allowed sites as the admin, answering what was saved. */
async function saveAllowedOrigins(admin: Page, change: (origins: string[]) => string[]): Promise<string[]> {
  const headers = await authHeader(admin);
  const read = await admin.request.get('/api/v1/configurations', { headers });
  expect(read.status(), await read.text()).toBe(200);
  const { version, bookingWidget } = (await read.json()).data as {
    version: number;
    bookingWidget: { allowedOrigins: string[] };
  };
  const saved = await admin.request.put('/api/v1/configurations/1', {
    headers,
    data: { version, bookingWidget: { allowedOrigins: change(bookingWidget.allowedOrigins) } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()).data.bookingWidget as { allowedOrigins: string[] }).allowedOrigins;
}

let allowed: { server: Server; origin: string };
let refused: { server: Server; origin: string };
let admin: Page;
let customer: TestAccount;

test.beforeAll(async ({ browser }) => {
  allowed = await companySite(APP);
  refused = await companySite(APP);
  admin = await adminPage(browser);
  customer = await createAccount(admin, 'customer', { phoneNumber: '+1 212 555 0177' });
  const saved = await saveAllowedOrigins(admin, (origins) => [...origins, allowed.origin]);
  expect(saved).toContain(allowed.origin);
});

test.afterAll(async () => {
  await saveAllowedOrigins(admin, (origins) => origins.filter((origin) => origin !== allowed.origin));
  await customer.remove();
  await admin.close();
  allowed.server.close();
  refused.server.close();
});

test('a visitor books a trip through the widget on the company’s own site, on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(allowed.origin);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  // The company's page around it, and no dashboard inside it: no menus, no app bar.
  await expect(page.getByRole('heading', { name: 'Example Cars' })).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);

  // The frame is as tall as the form (postMessage height): nothing scrolls inside it.
  const iframe = page.locator('iframe[title="Book a trip"]');
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(400);
  const innerOverflow = async () =>
    page
      .frames()
      .find((f) => f.url().endsWith('/embed/book'))!
      .evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  await expect.poll(innerOverflow).toBeLessThanOrEqual(1);
  await expectNoSidewaysScroll(page, 'the company’s page');

  await frame.getByRole('radio', { name: 'To airport' }).check();
  await frame.getByRole('combobox', { name: 'Pickup address' }).fill('Plaza');
  await frame.getByRole('option', { name: /The Plaza Hotel/ }).click();
  await chooseOption(frame, 'Drop-off airport', 'LaGuardia Airport (LGA)');
  await chooseOption(frame, 'Drop-off terminal', 'LGA Terminal B');
  await frame.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(9));
  await frame.getByLabel('Pickup time').fill('10:45 AM');
  await frame.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(frame, 'Cars and price')).toBeVisible();
  await frame.getByRole('button', { name: 'One Sedan more' }).click();
  const total = explainer(frame).getByTestId('quote-total');
  await expect(total).toHaveText(/^\$\d/);
  await expect(explainer(frame)).toHaveAttribute('aria-busy', 'false');
  // The frame followed the longer step.
  await expect.poll(innerOverflow).toBeLessThanOrEqual(1);
  await frame.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(frame, 'Summary and terms')).toBeVisible();
  await frame.getByRole('button', { name: 'Proceed' }).click();
  await expect(stepHeading(frame, 'Customer')).toBeVisible();
  await saveScreenshot(page, 'widget-390-sign-in');

  // Signing in happens in place, inside the frame, and comes back to the same trip.
  await frame.getByRole('link', { name: 'Sign in to book' }).click();
  await frame.getByLabel('Email').fill(customer.email);
  await frame.getByLabel('Password').first().fill(customer.password);
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(stepHeading(frame, 'Customer')).toBeVisible();
  await expect(frame.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email);
  // The company's page kept its address: the frame did all of it.
  expect(new URL(page.url()).origin).toBe(allowed.origin);
  await frame.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(frame, 'Summary and terms')).toBeVisible();
  await frame.getByRole('checkbox', { name: /accept the booking terms/ }).check();
  await frame.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(frame, 'Payment')).toBeVisible();
  const price = (await total.textContent()) ?? '';
  await frame.getByTestId('paypal-button').click();
  const booked = frame.getByRole('heading', { name: /^Booked: A\d+$/ });
  await expect(booked).toBeVisible();
  const [number] = ((await booked.textContent()) ?? '').match(/A\d+/) ?? [];
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'widget-390-booked');

  // What was saved, read by the office through the API: the customer's trip, paid by PayPal, at the quoted price.
  const headers = await authHeader(admin);
  const listed = await admin.request.get('/api/v1/reservations', { headers, params: { search: number!, limit: 10 } });
  expect(listed.status(), await listed.text()).toBe(200);
  const rows = (await listed.json()).dataItems as { id: number; number: string; status: string }[];
  const row = rows.find((r) => r.number === number);
  expect(row, `${number} in the reservations list`).toBeDefined();
  // New to the office (reading its details as staff marks it viewed, decision 043).
  expect(row!.status).toBe('created');
  const details = await admin.request.get(`/api/v1/reservations/${row!.id}`, { headers });
  const trip = (await details.json()).data as {
    customerId: number | null;
    paidAmount: number;
    payments: { method: string; amount: number }[];
  };
  expect(trip.customerId).toBe(customer.id);
  expect(trip.payments.map((p) => p.method)).toEqual(['paypal']);
  expect(`$${trip.paidAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(price);

  // The customer, on Livery's own site, finds the trip among theirs.
  const own = await page.context().newPage();
  await own.setViewportSize({ width: 390, height: 844 });
  await signIn(own, customer);
  await own.goto('/');
  await own.getByRole('link', { name: /Your trips/ }).click();
  await own.getByRole('link', { name: number!, exact: true }).first().click();
  await expect(own).toHaveURL(`/trips/${row!.id}`);
  await expect(own.getByRole('heading', { level: 1, name: `Trip ${number}` })).toBeVisible();
  await own.close();
});

test('a site the configuration does not list gets no widget: the browser refuses the frame', async ({ page }) => {
  const refusal = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.goto(refused.origin);
  await expect(page.getByRole('heading', { name: 'Example Cars' })).toBeVisible();
  await refusal;
  await expect(widget(page).getByRole('heading', { name: 'Get a quote' })).toHaveCount(0);
  // The allowed site still gets it at the same moment: the list, not the server, decided.
  const other = await page.context().newPage();
  await other.goto(allowed.origin);
  await expect(widget(other).getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await other.close();
});
