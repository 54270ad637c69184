import { expect, test, type Page } from '@playwright/test';
import { authHeader } from '../support/accounts';
import { bookByApi } from '../support/bookings';
import { type DemoUser, signIn, waitForQuietNetwork } from '../support/fixtures';

/**
 * No screen a role may open logs a failed request or an error (issue 22, decision 056): each demo role signs in (a
 * visitor does not), opens every screen its menus offer (the navigation, the settings list, the profile tabs, the
 * home page's cards and links, the booking flow), at a desk and on a phone, and any API answer of 400–499 or any
 * console error or uncaught error fails it. The walk only reads: it never presses a button that writes.
 */

const ROLES = ['admin', 'dispatcher', 'customer', 'driver', 'visitor'] as const;
const DRIVER = { email: 'driver@livery.test', password: 'Livery-driver-1' };

/** What went wrong on the page since it was watched: failed API answers, console errors, uncaught errors. */
function watchFailures(page: Page, where: () => string): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400 && response.status() < 500)
      failures.push(`${where()}: ${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${where()}: console error ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => failures.push(`${where()}: uncaught ${error.message.slice(0, 300)}`));
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

/**
 * Every screen the person's menus lead to: home's links (the public home's for a visitor), and when signed in the
 * settings list's and the profile tabs'.
 */
async function screensOf(page: Page, signedIn: boolean): Promise<string[]> {
  const found = new Set<string>(['/']);
  await page.goto('/');
  for (const link of await settledLinksOn(page)) found.add(link);
  if (!signedIn) return [...found, '/login', '/signup'].sort();
  const me = await page.request.get('/api/v1/me', { headers: await authHeader(page) });
  const { id } = ((await me.json()).data as { user: { id: number } }).user;
  const areas = [...(found.has('/settings') ? ['/settings'] : []), `/users/${id}/profile-info`];
  for (const area of areas) {
    await page.goto(area);
    for (const link of await settledLinksOn(page)) found.add(link);
  }
  return [...found].sort();
}

for (const role of ROLES) {
  test(`the ${role} opens every screen of their menus with no failed request and no error`, async ({ page }) => {
    test.setTimeout(300_000);
    let where = 'sign-in';
    const failures = watchFailures(page, () => where);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (role !== 'visitor') await signIn(page, role === 'driver' ? DRIVER : (role satisfies DemoUser));
    // The booking flow, which anyone may open (its button is not a link), and for staff a trip of the test's own,
    // so the lists, home and its details have a row to draw.
    const extra = ['/reservation/create'];
    if (role === 'admin' || role === 'dispatcher') {
      where = 'booking';
      const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });
      extra.push(`/reservation/details/${booked.id}`);
    }
    const screens = [...new Set([...(await screensOf(page, role !== 'visitor')), ...extra])];
    expect(screens.length, screens.join(' ')).toBeGreaterThan(3);
    test.info().annotations.push({ type: 'screens', description: screens.join(' ') });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const path of screens) {
        where = `${path} at ${width} px`;
        await page.goto(path);
        await waitForQuietNetwork(page);
      }
    }
    expect(failures, `screens walked: ${screens.join(' ')}`).toEqual([]);
  });
}
