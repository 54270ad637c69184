import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi, type BookedByApi } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * The driver's phone app (issue 24, decision 058): the dashboard installs as a Progressive Web App — a valid
 * manifest, a service worker, Chrome's installability check — and opens Today and a job without a signal; a step
 * made offline waits on the phone and is sent when the signal returns.
 */

// The service worker is what is tested here (the other specs block it: playwright.config.ts).
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

interface Assigned {
  driver: TestAccount;
  booked: BookedByApi;
}

/** A driver of the test's own, assigned by staff through the API to a trip picked up in three hours. */
async function assignedJob(staff: Page): Promise<Assigned> {
  const driver = await createAccount(staff, 'driver');
  const booked = await bookByApi(staff, { pickUpInMinutes: 3 * 60, meetAndGreet: true });
  await assignFirstCar(staff, booked.id, driver.id);
  return { driver, booked };
}

test('the dashboard installs as an app: manifest, icons, service worker, Chrome’s installability check', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chrome installs nothing from an incognito window, which every Playwright context is but a persistent one.
  const profile = mkdtempSync(path.join(tmpdir(), 'livery-pwa-'));
  const { launchOptions } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...(launchOptions?.executablePath ? { executablePath: launchOptions.executablePath } : {}),
    args: launchOptions?.args ?? [],
    baseURL: baseURL ?? '',
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The manifest, its icons and the worker as the server sends them, the worker in control, and Chrome's check. */
async function installable(page: Page): Promise<void> {
  // The installed app's start, where a driver lands: the dashboard, which sends them to its sign-in. `/` and a
  // direct `/login` are the server's pages for a visitor, with no script (decisions 064, 067): no worker there.
  await page.goto('/today');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftoday/);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  // Revalidated, never kept a year: a deploy reaches the installed apps.
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Livery', short_name: 'Livery', start_url: '/today', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);

  // What Lighthouse's PWA audit checked before Lighthouse 12: Chrome's own installability check.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
}

test('a driver’s home is Today; Today and the job open offline; a step made offline is sent when the signal returns', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const { driver, booked } = await assignedJob(page);
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  try {
    await signIn(phone, driver);
    // A person who only drives lands on Today.
    await expect(phone).toHaveURL('/today');
    await expect(phone.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    const card = phone.getByRole('link').filter({ hasText: booked.number });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Assigned');
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'driver-today-phone');

    // Once the worker controls the page, today's jobs and the job go through it (and are kept).
    await phone.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await phone.reload();
    await expect(card).toBeVisible();
    await card.click();
    await expect(phone).toHaveURL(`/jobs/${booked.id}`);
    await expect(phone.getByRole('heading', { name: `Job ${booked.number}` })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.goto('/today');
    await expect(card).toBeVisible();

    // No signal: a reload still draws the app and the jobs as last loaded.
    await context.setOffline(true);
    await phone.reload();
    await expect(phone.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(phone.getByText('You are offline')).toBeVisible();
    await expect(card).toBeVisible();
    await card.click();
    await expect(phone.getByRole('heading', { name: `Job ${booked.number}` })).toBeVisible();

    // A step without a signal is kept on the phone, shown as waiting, and the next step is offered at once.
    await phone.getByRole('button', { name: 'Accept' }).click();
    await expect(phone.getByText('1 step waiting to be sent')).toBeVisible();
    await expect(phone.getByRole('list', { name: 'Steps waiting to be sent' })).toContainText(
      `${booked.number}: Accept`,
    );
    await expect(phone.getByRole('button', { name: 'On the way' })).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'driver-job-offline-step-phone');

    // The signal returns: the step is sent, once, and the job reads Accepted from the server.
    await context.setOffline(false);
    await expect(phone.getByText('1 step waiting to be sent')).toHaveCount(0);
    await expect(phone.getByText('Accepted', { exact: true }).first()).toBeVisible();
    const job = await page.request.get(`/api/v1/users/${driver.id}/jobs/${booked.id}`, {
      headers: await authHeader(page),
    });
    expect(((await job.json()) as { data: { cars: { progress: string }[] } }).data.cars[0]!.progress).toBe('accepted');
  } finally {
    await context.close();
    await driver.remove();
  }
});

test('the name sign fills the screen, black on white, and closes back to the job', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const { driver, booked } = await assignedJob(page);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  try {
    await signIn(phone, driver, `/jobs/${booked.id}`);
    await phone.getByRole('link', { name: 'Show the name sign' }).click();
    await expect(phone).toHaveURL(`/jobs/${booked.id}/sign`);
    const sign = phone.getByRole('heading', { level: 1 });
    await expect(sign).toHaveText(booked.passenger);
    const style = await sign.evaluate((element) => {
      const { color, fontSize } = getComputedStyle(element);
      return { color, fontSize: Number.parseFloat(fontSize) };
    });
    expect(style.color).toBe('rgb(0, 0, 0)');
    expect(style.fontSize).toBeGreaterThanOrEqual(40);
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'driver-name-sign-phone');
    await phone.getByRole('button', { name: 'Close' }).click();
    await expect(phone).toHaveURL(`/jobs/${booked.id}`);
  } finally {
    await context.close();
    await driver.remove();
  }
});
