import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount } from '../support/accounts';
import { bookByApi } from '../support/bookings';
import { saveScreenshot, signIn, waitForQuietNetwork } from '../support/fixtures';

/**
 * Nothing scrolls sideways at 390 px (issue 22): on every screen a role may open, the page is no wider than the
 * window, and nothing in it is a strip scrolled sideways — but a data table inside its own paper (decision 032),
 * which the lists with cards (the reservations) do not show on a phone at all.
 */

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

async function expectNothingSideways(page: Page, path: string) {
  await page.goto(path);
  await waitForQuietNetwork(page);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
  expect(await sideways(page), path).toEqual([]);
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n% Livery e2e\n'), Buffer.alloc(1000, 32)]);
const LONG_FILE_NAME = 'driving-licence-scan-front-and-back-renewed-2026-final-version-for-the-office.pdf';

/** The signed-in person's own id. */
async function ownId(page: Page): Promise<number> {
  const me = await page.request.get('/api/v1/me', { headers: await authHeader(page) });
  return ((await me.json()).data.user as { id: number }).id;
}

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
  '/settings/roles',
  '/settings/permissions',
  '/settings/users-with-roles',
  '/settings/configurations',
];
const PROFILE_TABS = ['profile-info', 'user-attachments', 'change-password', 'change-email', 'user-reservations'];

test('nothing scrolls sideways at 390 px on the screens each role may open', async ({ page }) => {
  test.setTimeout(600_000); // some forty screens, each loaded and measured; a loaded machine doubles it
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  // A driver of the test's own with a long-named attachment, and a trip to open.
  const driver = await createAccount(page, 'driver');
  const headers = await authHeader(page);
  try {
    const uploaded = await page.request.post(`/api/v1/users/${driver.id}/attachments`, {
      headers,
      multipart: { type: 'driving-licence', file: { name: LONG_FILE_NAME, mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });
    const trip = [`/reservation/details/${booked.id}`, `/reservation/update/${booked.id}`];
    const drivers = PROFILE_TABS.map((tab) => `/users/${driver.id}/${tab}`);

    for (const path of [...STAFF_LISTS, ...ADMIN_SETTINGS, ...trip, ...drivers])
      await expectNothingSideways(page, path);
    await page.goto(`/users/${driver.id}/user-attachments`);
    await expect(page.getByText(LONG_FILE_NAME)).toBeVisible();
    await saveScreenshot(page, 'attachments-390');

    const roles: [string, Parameters<typeof signIn>[1], readonly string[]][] = [
      ['dispatcher', 'dispatcher', [...STAFF_LISTS, ...trip, ...drivers]],
      ['customer', 'customer', ['/', '/reservation/create']],
      ['driver', { email: driver.email, password: driver.password }, ['/']],
    ];
    for (const [role, who, paths] of roles) {
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 390, height: 844 } });
      const other = await context.newPage();
      try {
        await signIn(other, who);
        const id = await ownId(other);
        const own = PROFILE_TABS.map((tab) => `/users/${id}/${tab}`);
        for (const path of [...paths, ...own]) await expectNothingSideways(other, path);
        await saveScreenshot(other, `profile-390-${role}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    const listed = await page.request.get(`/api/v1/users/${driver.id}/attachments`, { headers });
    if (listed.ok()) {
      for (const { id } of (await listed.json()).dataItems as { id: number }[]) {
        await page.request.delete(`/api/v1/users/${driver.id}/attachments/${id}`, { headers });
      }
    }
    await driver.remove();
  }
});
