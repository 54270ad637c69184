import { expect, test } from '@playwright/test';
import { signIn, waitForQuietNetwork } from '../support/fixtures';

test('an unknown deep path shows 404 Page Not Found', async ({ page }) => {
  const response = await page.goto('/no/such/deep/path');
  expect(response?.status()).toBe(404); // the SPA answers its 404 screen, with a 404 (decision 068)
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('an unknown single-segment path is the 404 screen, not a made-up page', async ({ page }) => {
  await page.goto('/xyzzy-nonsense');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});

test('the PayPal SDK failing to load is logged and breaks nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The start-up load asks the server for PayPal's script, which cannot be reached (offline, blocked).
  await page.route(/\/sdk\/js/, (route) => route.abort());
  // A page of the dashboard's (the sign-in page is the server's, with no script: decision 067).
  await page.goto('/forgot-password');
  await expect
    .poll(() => errors.some((e) => e.includes('Failed to load the PayPal SDK script')), { timeout: 15_000 })
    .toBe(true);
  await signIn(page, 'admin');
  await page.goto('/affiliates');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a chunk that fails to load reloads the page once, then shows the error screen within 10 seconds', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let documentLoads = 0;
  page.on('load', () => documentLoads++);
  // Every request for the affiliates page's chunk fails, as after a deploy that removed it.
  await page.route(/\/assets\/.*affiliates.*\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Affiliates' }).click();
  await expect.poll(() => documentLoads, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  // The reload hits the same failure within 10 s: no second reload, the error screen instead.
  const card = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const box = await card.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(268);
  // The app decides while rendering: it either reloads at once or shows this screen. So once the shown document
  // has loaded and the network is idle (a reload would be a new navigation), the screen is still up and the page
  // loaded only once.
  await waitForQuietNetwork(page);
  await expect(card).toBeVisible();
  expect(documentLoads).toBe(1);
});
