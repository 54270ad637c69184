import { STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, authHeader, createAccount, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { saveScreenshot, signIn, waitForQuietNetwork } from '../support/fixtures';

/**
 * One walk per role through every screen its menus offer, each screen checked for everything at once (issue 37,
 * decision 073; it joins the walks of issue 22, decision 056, and the accessibility walks):
 * - at 1280 px in the light theme, loaded by its address: no serious accessibility violation (axe), and for an
 *   admin each list's Add dialog too;
 * - at 390 px in the dark theme, reached inside the app as a person would: the same, and nothing scrolls sideways
 *   but a data table inside its own paper (decision 032);
 * - all along: no API answer of 400–499, no console error and no uncaught error.
 * The walk only reads: it never presses a button that writes (an Add dialog is closed with Escape).
 */

const DRIVER = { email: 'driver@livery.test', password: 'Livery-driver-1' };
const PROFILE_TABS = ['profile-info', 'user-attachments', 'change-password', 'change-email', 'user-reservations'];
/** The lists every staff member opens, and the admin's settings, whether or not a menu links them today. */
const STAFF_LISTS = [
  '/',
  '/reservations',
  '/reservation/create',
  '/cars',
  '/surges',
  '/discount-codes',
  '/addons',
  '/customers',
  '/drivers',
  '/affiliates',
  '/static-pages',
];
const ADMIN_SETTINGS = [
  '/settings',
  '/settings/roles',
  '/settings/permissions',
  '/settings/users-with-roles',
  '/settings/configurations',
];
/** The lists with an Add button: every staff list but home, the reservations and the booking flow. */
const LISTS_WITH_ADD = STAFF_LISTS.filter((path) => !['/', '/reservations', '/reservation/create'].includes(path));
/** Signed-out screens no menu links (a link from a mail, a typo): checked by axe only, since they answer 4xx. */
const SIGNED_OUT_ELSEWHERE = ['/forgot-password', '/reset-password?token=unknown', '/no-such-page'];

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n% Livery e2e\n'), Buffer.alloc(1000, 32)]);
const LONG_FILE_NAME = 'driving-licence-scan-front-and-back-renewed-2026-final-version-for-the-office.pdf';

/** What went wrong on the page while `watching()`: failed API answers, console errors, uncaught errors. */
function watchFailures(page: Page, where: () => string, watching: () => boolean): string[] {
  const failures: string[] = [];
  const add = (failure: string) => watching() && failures.push(`${where()}: ${failure}`);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400 && response.status() < 500)
      add(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') add(`console error ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => add(`uncaught ${error.message.slice(0, 300)}`));
  return failures;
}

/** The app's own links on the page now (its menus, cards and tabs), as paths. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('#')[0] ?? '').filter((href) => href && !href.startsWith('/api/'));
}

/** The page's links once they stop changing (a lazy screen draws its cards after its chunk and data came). */
async function settledLinksOn(page: Page): Promise<string[]> {
  await waitForQuietNetwork(page);
  let previous: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await linksOn(page);
        const settled = now.length > 0 && now.join() === previous.join();
        previous = now;
        return settled;
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
  return previous;
}

/** The signed-in person's own id. */
async function ownId(page: Page): Promise<number> {
  const me = await page.request.get('/api/v1/me', { headers: await authHeader(page) });
  return ((await me.json()).data.user as { id: number }).id;
}

/**
 * Every screen the person's menus lead to: home's links (the public home's for a visitor), and when signed in the
 * settings list's and the profile tabs'.
 */
async function screensOf(page: Page, signedIn: boolean): Promise<string[]> {
  const found = new Set<string>(['/']);
  await page.goto('/');
  for (const link of await settledLinksOn(page)) found.add(link);
  if (!signedIn) return [...found, '/login', '/signup'].sort();
  const areas = [...(found.has('/settings') ? ['/settings'] : []), `/users/${await ownId(page)}/profile-info`];
  for (const area of areas) {
    await page.goto(area);
    for (const link of await settledLinksOn(page)) found.add(link);
  }
  return [...found].sort();
}

/** What scrolls sideways on the page: the page itself, or an element scrolled sideways that is not a data table. */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth } = document.scrollingElement!;
    if (scrollWidth > innerWidth) found.push(`the page is ${scrollWidth} px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX } = getComputedStyle(element);
      const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      if (scrolls && !element.matches('.MuiTableContainer-root')) {
        found.push(`${element.tagName.toLowerCase()}.${element.className} scrolls sideways`);
      }
    }
    return found;
  });
}

/**
 * Opens `path`: by its address, or inside the dashboard already loaded (its router follows the history, as after a
 * click on a link), which costs the browser no new load of the app.
 */
async function open(page: Page, path: string, inside: boolean) {
  if (inside) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // (A redirect may change the address: a signed-in person's /login is home, a driver's home is Today.)
  } else {
    await page.goto(path);
  }
  // Let the screen's lazy chunk and queries settle so it is checked as a person sees it.
  await waitForQuietNetwork(page);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
}

type Pass = { width: number; theme: 'light' | 'dark' };
const PASSES: readonly Pass[] = [
  { width: 1280, theme: 'light' },
  { width: 390, theme: 'dark' },
];

/** Sets the theme the dashboard (and the server's pages) start with, and the window's width. */
async function startPass(page: Page, { width, theme }: Pass) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`${STORAGE_PREFIX}theme`, theme] as const);
}

async function expectAccessible(page: Page, path: string, pass: Pass) {
  expect(await seriousViolations(page), `${path} at ${pass.width} px (${pass.theme})`).toEqual([]);
}

/** The list's Add dialog, opened, checked by axe and closed without saving. */
async function checkAddDialog(page: Page, path: string, pass: Pass) {
  await page.getByRole('button', { name: /^add/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page), `${path} Add dialog at ${pass.width} px (${pass.theme})`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A driver of the test's own with a long-named attachment, whose profile tabs are walked, made by an admin. */
async function driverWithLongAttachment(page: Page, request: APIRequestContext): Promise<TestAccount> {
  const headers = await adminHeaders(request);
  const driver = await createAccount(page, 'driver', { by: { request, headers } });
  const uploaded = await request.post(`/api/v1/users/${driver.id}/attachments`, {
    headers,
    multipart: { type: 'driving-licence', file: { name: LONG_FILE_NAME, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return {
    ...driver,
    remove: async () => {
      const listed = await request.get(`/api/v1/users/${driver.id}/attachments`, { headers });
      if (listed.ok()) {
        for (const { id } of (await listed.json()).dataItems as { id: number }[]) {
          await request.delete(`/api/v1/users/${driver.id}/attachments/${id}`, { headers });
        }
      }
      await driver.remove();
    },
  };
}

const ROLES = ['admin', 'dispatcher', 'customer', 'driver', 'visitor'] as const;

// The walks are independent (each makes its own data): they run on as many workers as there are.
test.describe.configure({ mode: 'parallel' });

for (const role of ROLES) {
  for (const pass of PASSES) {
    test(`the ${role} walks every screen of their menus at ${pass.width} px in the ${pass.theme} theme: accessible${pass.width === 390 ? ', nothing sideways' : ''}, no failed request`, async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000); // some forty screens, each loaded and checked; a loaded machine doubles it
      let where = 'sign-in';
      let watching = true;
      const failures = watchFailures(
        page,
        () => where,
        () => watching,
      );
      await page.setViewportSize({ width: pass.width, height: pass.width === 390 ? 844 : 800 });
      const staff = role === 'admin' || role === 'dispatcher';
      if (role !== 'visitor') await signIn(page, role === 'driver' ? DRIVER : role);
      const removals: (() => Promise<void>)[] = [];
      try {
        // The booking flow, which anyone may open (its button is not a link); for staff a trip of the test's own,
        // so the lists, home and its details have a row to draw; for the admin a driver's profile with a long-named
        // file (a dispatcher may not open a driver's profile: it is for editing).
        const extra = ['/reservation/create'];
        let driverAttachments = '';
        if (staff) {
          where = 'booking';
          const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });
          extra.push(`/reservation/details/${booked.id}`, `/reservation/update/${booked.id}`, ...STAFF_LISTS);
        }
        if (role === 'admin') {
          const driver = await driverWithLongAttachment(page, request);
          removals.push(driver.remove);
          driverAttachments = `/users/${driver.id}/user-attachments`;
          extra.push(...PROFILE_TABS.map((tab) => `/users/${driver.id}/${tab}`), ...ADMIN_SETTINGS);
        } else if (role !== 'visitor') {
          const id = await ownId(page);
          extra.push(...PROFILE_TABS.map((tab) => `/users/${id}/${tab}`));
        }
        const screens = [...new Set([...(await screensOf(page, role !== 'visitor')), ...extra])].sort();
        expect(screens.length, screens.join(' ')).toBeGreaterThan(3);
        test.info().annotations.push({ type: 'screens', description: screens.join(' ') });

        await startPass(page, pass);
        // At a desk each screen is loaded by its address; on the phone the dashboard is loaded once (for its theme)
        // and each screen reached inside it. A visitor's screens are the server's pages and the sign-in's.
        const inside = pass.width === 390 && role !== 'visitor';
        if (inside) await page.reload();
        for (const path of screens) {
          where = `${path} at ${pass.width} px`;
          await open(page, path, inside);
          // One screen shown with other filters (home's cards lead to the list by status) is checked once.
          const first = !path.includes('?') || !screens.includes(path.split('?')[0]!);
          if (first) await expectAccessible(page, path, pass);
          if (pass.width === 390) expect(await sideways(page), where).toEqual([]);
          if (role === 'admin' && LISTS_WITH_ADD.includes(path)) await checkAddDialog(page, path, pass);
          if (path === driverAttachments) {
            await expect(page.getByText(LONG_FILE_NAME)).toBeVisible();
            if (pass.width === 390) await saveScreenshot(page, `attachments-390-${role}`);
          }
          if (pass.width === 390 && path.endsWith('/profile-info')) await saveScreenshot(page, `profile-390-${role}`);
        }
        if (role === 'visitor') {
          watching = false;
          for (const path of SIGNED_OUT_ELSEWHERE) {
            await open(page, path, false);
            await expectAccessible(page, path, pass);
          }
          watching = true;
        }
        expect(failures, `screens walked: ${screens.join(' ')}`).toEqual([]);
      } finally {
        for (const remove of removals) await remove();
      }
    });
  }
}
