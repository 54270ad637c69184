import { createServer, type Server, type Socket, connect } from 'node:net';
import os from 'node:os';
import { BOOKING_WINDOW_MESSAGES } from '@livery/domain';
import { expect, test, type Browser } from '@playwright/test';
import { adminHeaders, createAccount, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi, businessTimeIn, detailsOf } from '../support/bookings';
import { serverPort, USERS } from '../support/constants';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { chooseOption, onTheClock, stepHeading, VISITOR_WIZARD } from '../support/wizard';

/**
 * Issue 38's rough edges for a visitor and a customer (decision 083): a page's title once, with the number to call
 * and "Get a quote"; a 404 for a page that is not there, even from a browser whose service worker holds the app; the
 * 6-hour rule on the step where the pickup is chosen; the airports and suggestions of the business's area; a
 * customer's "Book a trip" and their trips upcoming first; and signing in from another PC of the office over plain HTTP.
 */

const VIEWPORTS = [
  { slug: '1280', width: 1280, height: 800 },
  { slug: '390', width: 390, height: 844 },
] as const;

/** The seeded configuration's contact number (no test here changes the configuration). */
const OFFICE_NUMBER = '+1 212 555 0100';
const OFFICE_TEL = 'tel:+12125550100';
/** The New York area's airports: the business's own, before any trip and once trips go through JFK. */
const NEW_YORK_AIRPORTS = /\((JFK|LGA|EWR|HPN)\)$/;

async function pageAt(browser: Browser, viewport: (typeof VIEWPORTS)[number], javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    javaScriptEnabled,
  });
  return context.newPage();
}

for (const viewport of VIEWPORTS) {
  test(`a visitor reads a page with its title once, then the office’s number and “Get a quote” (${viewport.slug} px)`, async ({
    browser,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const title = `About the fleet ${uniqueName()}`;
    const created = await request.post('/api/v1/static-pages', {
      headers,
      data: {
        title,
        slug: `fleet-${uniqueName()}`,
        content: `<h2>${title}</h2><p>Sedans and SUVs, driven by people who know the city. Call us: the number is below.</p>`,
        isActive: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()).data;
    // The server's page, as a phone paints it: no script at all.
    const visitor = await pageAt(browser, viewport, false);
    try {
      const response = await visitor.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { name: title })).toHaveCount(1);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const contact = visitor.getByRole('region', { name: 'Book a ride' });
      // Under the page, not part of its text.
      await expect(visitor.getByRole('article').getByRole('region', { name: 'Book a ride' })).toHaveCount(0);
      await expect(contact.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/reservation/create');
      await expect(contact.getByRole('link', { name: `Call ${OFFICE_NUMBER}` })).toHaveAttribute('href', OFFICE_TEL);
      await expectNoSidewaysScroll(visitor);
      await saveScreenshot(visitor, `first-week-page-${viewport.slug}`);
      // With its script, axe finds nothing serious (the page loads none of the app's).
      const reader = await pageAt(browser, viewport);
      await reader.goto(`/${slug}`);
      await expect(reader.getByRole('region', { name: 'Book a ride' })).toBeVisible();
      expect(await seriousViolations(reader)).toEqual([]);
      await reader.context().close();
    } finally {
      await visitor.context().close();
      await request.delete(`/api/v1/static-pages/${id}`, { headers });
    }
  });
}

test.describe('with the app’s service worker installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('someone who has signed in before gets a 404 for a page that is not there, not the app’s 404 screen with 200', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The worker answers the app's own screens from its cache…
    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    // …and leaves any other path to the server, whose answer says what it is.
    const missing = await page.goto(`/faq-${uniqueName()}`);
    expect(missing?.fromServiceWorker()).toBe(false);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const about = await page.goto('/about');
    expect(about?.fromServiceWorker()).toBe(false);
    expect(about?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'About us' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Book a ride' })).toBeVisible();
  });
});

for (const viewport of VIEWPORTS) {
  test(`a visitor is told on the first step that a pickup 6 hours away or less is the office’s to book (${viewport.slug} px)`, async ({
    browser,
  }) => {
    const visitor = await pageAt(browser, viewport);
    try {
      await visitor.goto(VISITOR_WIZARD);
      await expect(stepHeading(visitor, 'Trip')).toBeVisible();
      // The business's airports first (issue 38: the country's, in no visible order).
      await visitor.getByRole('combobox', { name: 'Pickup airport' }).click();
      const options = await visitor.getByRole('option').allTextContents();
      expect(
        options.slice(0, 3).every((name) => NEW_YORK_AIRPORTS.test(name)),
        options.join(', '),
      ).toBe(true);
      await visitor.keyboard.press('Escape');
      await chooseOption(visitor, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
      await chooseOption(visitor, 'Pickup terminal', 'JFK Terminal 4');
      // A few letters suggest nothing of another state ("Off" was Offerle, KS).
      const dropOff = visitor.getByRole('combobox', { name: 'Drop-off address' });
      const suggested = visitor.waitForResponse((r) => /\/places\/suggestions\?.*q=Off(&|$)/.test(r.url()));
      await dropOff.fill('Off');
      const names = ((await (await suggested).json()).dataItems as { name: string }[]).map((s) => s.name);
      // The country's towns that start so (Offerle, KS; Offerman, GA; Offutt A F B, NE) are no New Yorker's.
      expect(names.filter((name) => /, (KS|GA|NE)$/.test(name))).toEqual([]);
      await expect(visitor.getByRole('option', { name: /Offerle/ })).toHaveCount(0);
      await dropOff.fill('Empire');
      await visitor.getByRole('option', { name: /Empire State Building/ }).click();
      const [date, time] = businessTimeIn(3 * 60).split('T');
      await visitor.getByRole('textbox', { name: 'Pickup date' }).fill(date!);
      await visitor.getByLabel('Pickup time').fill(onTheClock(time!));
      await visitor.getByRole('button', { name: 'Next' }).click();
      // Said where the time is chosen, and the wizard stays there: not after step 5.
      await expect(visitor.getByText(BOOKING_WINDOW_MESSAGES.office).first()).toBeVisible();
      await expect(stepHeading(visitor, 'Trip')).toBeVisible();
      await expect(visitor.getByLabel('Pickup time')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(visitor)).toEqual([]);
      await expectNoSidewaysScroll(visitor);
      await saveScreenshot(visitor, `first-week-lead-time-${viewport.slug}`);
      // A pickup far enough ahead goes on.
      await visitor.getByLabel('Pickup time').fill('');
      const [later, laterTime] = businessTimeIn(2 * 24 * 60).split('T');
      await visitor.getByRole('textbox', { name: 'Pickup date' }).fill(later!);
      await visitor.getByLabel('Pickup time').fill(onTheClock(laterTime!));
      await visitor.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(visitor, 'Cars and price')).toBeVisible();
    } finally {
      await visitor.context().close();
    }
  });
}

for (const viewport of VIEWPORTS) {
  test(`a customer finds “Book a trip” on their home, their trips upcoming first, and the office’s number to call (${viewport.slug} px)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const office = await pageAt(browser, viewport);
    await signIn(office, 'admin');
    const customer = await createAccount(office, 'customer');
    const traveller = await pageAt(browser, viewport);
    try {
      const forThem = { customerId: customer.id };
      const inThreeDays = await bookByApi(office, { pickUpInMinutes: 3 * 24 * 60, details: forThem });
      const inTenDays = await bookByApi(office, { pickUpInMinutes: 10 * 24 * 60, details: forThem });
      const tomorrow = await bookByApi(office, { pickUpInMinutes: 26 * 60, details: forThem });
      // Cancelled: later than the others, yet no longer to come (issue 38: cancelled trips were listed first).
      const { version } = await detailsOf(office, inTenDays.id);
      const cancelled = await office.request.post(`/api/v1/reservations/${inTenDays.id}/cancel`, {
        headers: await adminHeaders(office.request),
        data: { version, reason: 'The customer changed plans' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);

      await signIn(traveller, customer);
      const book = traveller.getByRole('link', { name: 'Book a trip' });
      await expect(book).toBeVisible();
      expect(await seriousViolations(traveller)).toEqual([]);
      await expectNoSidewaysScroll(traveller);
      await saveScreenshot(traveller, `first-week-customer-home-${viewport.slug}`);

      await traveller.goto(`/users/${customer.id}/user-reservations`);
      const numbers = traveller.getByRole('link', { name: /^A\d+$/ });
      await expect(numbers.first()).toBeVisible({ timeout: 60_000 });
      await expect(numbers).toHaveText([tomorrow.number, inThreeDays.number, inTenDays.number]);
      await saveScreenshot(traveller, `first-week-customer-trips-${viewport.slug}`);

      await traveller.goto(`/trips/${tomorrow.id}`);
      const call = traveller.getByRole('link', { name: OFFICE_NUMBER, exact: true });
      await expect(call).toHaveAttribute('href', OFFICE_TEL);
      await saveScreenshot(traveller, `first-week-customer-trip-${viewport.slug}`);

      await traveller.goto('/');
      await book.click();
      await expect(stepHeading(traveller, 'Trip')).toBeVisible();
      await expect(traveller).toHaveURL(/\/reservation\/create\?isGettingAQuote=false$/);
    } finally {
      await traveller.context().close();
      await customer.remove();
      await office.context().close();
    }
  });
}

/** This machine's first IPv4 address that is not loopback: how another PC of the office reaches the server. */
const officeAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((net) => net?.family === 'IPv4' && !net.internal)?.address;

/**
 * A TCP relay on that address to the e2e server, which listens on 127.0.0.1 only: bytes pass unchanged, so the browser
 * speaks plain HTTP to `http://<address>:<port>` as a PC of the office would, Host and Origin included.
 */
async function relayFrom(address: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const listening = server.address();
  const relayPort = typeof listening === 'object' && listening !== null ? listening.port : 0;
  return {
    url: `http://${address}:${relayPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test('an office PC signs in over plain HTTP at the server’s network address (issue 38, item 11)', async ({
  browser,
}) => {
  const address = officeAddress();
  test.skip(!address, 'this machine has no IPv4 address but loopback');
  const relay = await relayFrom(address!, serverPort());
  const context = await browser.newContext({ baseURL: relay.url });
  const page = await context.newPage();
  try {
    const signInPage = await page.goto('/login');
    // No upgrade to https on a page that came over http: the form posts where it came from.
    expect(signInPage?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await page.getByLabel('Email').fill(USERS.admin.email);
    await page.getByLabel('Password', { exact: false }).first().fill(USERS.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(relay.url);
  } finally {
    await context.close();
    await relay.close();
  }
});
