import { STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signIn, waitForQuietNetwork } from '../support/fixtures';

async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  // Let the screen's lazy chunk and queries settle so it is checked as a person sees it.
  await waitForQuietNetwork(page);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
  expect(await seriousViolations(page), path).toEqual([]);
}

const SIGNED_OUT = [
  '/login',
  '/forgot-password',
  '/reset-password?token=unknown',
  '/no-such-page',
  '/reservation/create',
];
const STAFF_SCREENS = [
  '/',
  '/cars',
  '/surges',
  '/discount-codes',
  '/addons',
  '/customers',
  '/drivers',
  '/affiliates',
  '/static-pages',
  '/reservation/create',
  '/settings',
  '/settings/roles',
  '/settings/permissions',
  '/settings/users-with-roles',
  '/settings/configurations',
  '/users/1/profile-info',
  '/users/1/user-attachments',
  '/users/1/change-password',
  '/users/1/change-email',
];
const LISTS_WITH_ADD = [
  '/cars',
  '/surges',
  '/discount-codes',
  '/addons',
  '/customers',
  '/drivers',
  '/affiliates',
  '/static-pages',
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        `${STORAGE_PREFIX}theme`,
        mode,
      ] as const);
    });

    test('signed-out screens have no serious accessibility violation', async ({ page }) => {
      for (const path of SIGNED_OUT) await expectAccessible(page, path);
    });

    test('every staff screen has no serious accessibility violation', async ({ page }) => {
      test.setTimeout(300_000); // every screen or dialog in turn; a loaded machine doubles it
      await signIn(page, 'admin');
      for (const path of STAFF_SCREENS) await expectAccessible(page, path);
    });

    test('every Add dialog has no serious accessibility violation', async ({ page }) => {
      test.setTimeout(300_000); // every screen or dialog in turn; a loaded machine doubles it
      await signIn(page, 'admin');
      for (const path of LISTS_WITH_ADD) {
        await expectAccessible(page, path);
        await page.getByRole('button', { name: /^add/i }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousViolations(page), `${path} Add dialog`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  });
}
