import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi } from '../support/bookings';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * Issue 38, item 29 (decision 085): a driver's Today and job and a customer's trip load the phone entry — their own
 * pages without the dashboard's frame, within 150 kB of script as served — and, item 27a, every page has one main
 * landmark. The worker is blocked (playwright.config.ts), as on a phone's first visit, before it is installed.
 */
const PHONE_BUDGET = 150_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A fresh phone (empty cache) signed in as `who`, by the cookie the sign-in would have set. */
async function phoneOf(browser: Browser, who: TestAccount, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const answer = await context.request.post('/api/v1/login', { data: { email: who.email, password: who.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()).data as { token: string };
  await context.addCookies([{ name: 'livery.token', value: token, url: baseURL }]);
  return context.newPage();
}

interface Loaded {
  scripts: string[];
  /** Bytes of script bodies as they came over the wire (brotli), without headers. */
  bytes: number;
  /** The font files and style sheets it loaded: none, the phone's pages draw in the phone's own font (decision 086). */
  fontsAndStyles: string[];
}

/** Opens `path` and records every script it loads until the page has settled. */
async function open(page: Page, path: string, settled: () => Promise<void>): Promise<Loaded> {
  const responses: Promise<{ url: string; bytes: number }>[] = [];
  const fontsAndStyles: string[] = [];
  page.on('response', (response) => {
    if (['font', 'stylesheet'].includes(response.request().resourceType()))
      fontsAndStyles.push(new URL(response.url()).pathname);
    if (new URL(response.url()).pathname.endsWith('.js'))
      responses.push(
        response
          .request()
          .sizes()
          .then(({ responseBodySize }) => ({ url: response.url(), bytes: responseBodySize })),
      );
  });
  await page.goto(path);
  await settled();
  await page.waitForLoadState('load');
  const loaded = await Promise.all(responses);
  return {
    scripts: loaded.map(({ url }) => new URL(url).pathname),
    bytes: loaded.reduce((sum, { bytes }) => sum + bytes, 0),
    fontsAndStyles,
  };
}

/** What a phone page may not load: the dashboard's entry (its frame, drawer and menus are in it) and its login form. */
function expectNoDashboard(loaded: Loaded, what: string): void {
  expect(
    loaded.scripts.filter((path) => /\/assets\/(index|libraries|nav-drawer|top-bar)-/.test(path)),
    what,
  ).toEqual([]);
  expect(
    loaded.scripts.some((path) => /\/assets\/phone-/.test(path)),
    `${what}: the phone entry`,
  ).toBe(true);
  expect(loaded.bytes, `${what}: ${loaded.scripts.join(', ')}`).toBeLessThanOrEqual(PHONE_BUDGET);
  expect(loaded.fontsAndStyles, `${what}: the phone's own font`).toEqual([]);
}

test('a driver opens Today and their job on a phone: the phone’s pages, one main landmark, under 150 kB of script', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver');
  const phone = await phoneOf(browser, driver, baseURL ?? '');
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 120 });
    await assignFirstCar(page, booked.id, driver.id);

    const card = phone.getByRole('link').filter({ hasText: booked.number });
    const today = await open(phone, '/today', () => expect(card).toBeVisible());
    expectNoDashboard(today, 'Today');
    await expect(phone.getByRole('main')).toHaveCount(1);
    await expect(phone.getByRole('main').getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(phone).toHaveTitle('Livery - Today');
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'phone-today-390');

    const heading = phone.getByRole('heading', { name: `Job ${booked.number}` });
    const job = await open(phone, `/jobs/${booked.id}`, () => expect(heading).toBeVisible());
    expectNoDashboard(job, 'the job');
    await expect(phone.getByRole('main')).toHaveCount(1);
    await expect(phone.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'phone-job-390');

    // Decline asks first: the question's dialog loads when it is first asked.
    await phone.getByRole('button', { name: 'Decline' }).click();
    const question = phone.getByRole('dialog');
    await expect(question.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    await question.getByRole('button', { name: 'Keep the job' }).click();
    await expect(question).toHaveCount(0);

    await phone.setViewportSize({ width: 1280, height: 800 });
    await phone.goto('/today');
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await saveScreenshot(phone, 'phone-today-1280');
    await phone.setViewportSize(PHONE.viewport);

    // The account's menu leads to the dashboard, a full load of the dashboard's entry.
    await phone.getByRole('button', { name: 'User menu' }).click();
    await expect(phone.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'phone-user-menu-390');
    await phone.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(phone.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(phone.locator('script[src*="/assets/index-"]')).toHaveCount(1);
    await expect(phone.getByRole('main')).toHaveCount(1);
  } finally {
    await phone.context().close();
    await driver.remove();
  }
});

test('a customer opens their trip from an e-mail on a phone and at a desk: the phone’s page, under 150 kB of script', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const customer = await createAccount(page, 'customer');
  const phone = await phoneOf(browser, customer, baseURL ?? '');
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60, details: { customerId: customer.id } });
    const heading = phone.getByRole('heading', { level: 1, name: `Trip ${booked.number}` });
    const trip = await open(phone, `/trips/${booked.id}`, () => expect(heading).toBeVisible());
    expectNoDashboard(trip, 'the trip');
    await expect(phone.getByRole('main')).toHaveCount(1);
    await expect(phone).toHaveTitle('Livery - Your Trip');
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'phone-trip-390');

    // Cancel asks first: its dialog loads when it is first asked, and closing it keeps the trip.
    await phone.getByRole('button', { name: 'Cancel this trip' }).click();
    const question = phone.getByRole('dialog');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep my trip' }).click();
    await expect(question).toHaveCount(0);

    // A link to another screen leaves for the dashboard: a full load, which the server answers with it.
    await phone.getByRole('link', { name: 'All your trips' }).click();
    await expect(phone).toHaveURL(`/users/${customer.id}/user-reservations`);
    await expect(phone.locator('script[src*="/assets/index-"]')).toHaveCount(1);
    await expect(phone.getByRole('button', { name: 'User menu' })).toBeVisible();

    await phone.setViewportSize({ width: 1280, height: 800 });
    await phone.goto(`/trips/${booked.id}`);
    await expect(heading).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await saveScreenshot(phone, 'phone-trip-1280');
  } finally {
    await phone.context().close();
    await customer.remove();
  }
});

test('signed out, a phone page asks for the sign-in in place and comes back; signing out leaves for the server’s', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver');
  const phone = await (await browser.newContext({ ...PHONE, baseURL: baseURL ?? '' })).newPage();
  try {
    await phone.goto('/today');
    await expect(phone).toHaveURL(/\/login\?redirect=%2Ftoday$/);
    await expect(phone.getByRole('main')).toHaveCount(1);
    await phone.getByLabel('Email').fill(driver.email);
    await phone.getByLabel('Password', { exact: false }).first().fill(driver.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone).toHaveURL('/today');
    await expect(phone.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

    await phone.getByRole('button', { name: 'User menu' }).click();
    await phone.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(phone).toHaveURL('/login');
    await expect(phone.getByRole('button', { name: 'Sign in' })).toBeVisible();
  } finally {
    await phone.context().close();
    await driver.remove();
  }
});

test('a signed-in home, taken over from the server’s page, has one main landmark (issue 38, item 27a)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Trips today/ })).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  // A screen reached from there, inside the app, too: the server's page has left the document.
  await mainNav(page).getByRole('link', { name: 'Addons' }).click();
  await expect(page.getByRole('heading', { name: 'Addons', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
});
