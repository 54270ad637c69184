import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { saveScreenshot, signIn } from '../support/fixtures';

/**
 * The public pages as HTML from the server (issue 27, decision 064): readable without JavaScript, accessible in both
 * themes at a phone's and a desktop's width, and the dashboard for someone signed in.
 */

/** An active page made through the API, and its removal (call it in `finally`). */
async function makePage(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const unique = uniqueName();
  const page = { title: `Our fleet ${unique}`, slug: `our-fleet-${unique}`, isActive: true };
  const content = '<h2>Sedans and vans</h2><p>Every car is under three years old.</p><ul><li>Wi-Fi</li></ul>';
  const response = await request.post('/api/v1/static-pages', { headers, data: { ...page, content } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()).data as { id: number };
  return { ...page, remove: async () => void (await request.delete(`/api/v1/static-pages/${id}`, { headers })) };
}

const WIDTHS = [
  [390, 844],
  [1280, 900],
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the home page, opens a question and finds the number to call', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Livery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chauffeured rides and airport transfers');
    await expect(page.getByText(/^Welcome to Livery\./)).toBeVisible();
    const call = page.getByRole('link', { name: /^Call \+1/ });
    await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('link', { name: 'Get a quote', exact: true })).toHaveAttribute(
      'href',
      '/reservation/create',
    );
    await expect(page.getByRole('heading', { name: 'When to reach us' })).toBeVisible();
    // The FAQ is <details>: it opens without any script.
    const answer = page.getByText(/^We track your flight/);
    await expect(answer).toBeHidden();
    await page.getByRole('heading', { name: 'What happens if my flight is delayed?' }).click();
    await expect(answer).toBeVisible();
  });

  test('a visitor reads a static page made by an editor', async ({ page, request }) => {
    const made = await makePage(request);
    try {
      await page.goto(`/${made.slug}`);
      await expect(page).toHaveTitle(`Livery - ${made.title}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.title);
      await expect(page.getByRole('heading', { level: 2, name: 'Sedans and vans' })).toBeVisible();
      await expect(page.getByText('Every car is under three years old.')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Site pages' }).getByRole('link', { name: made.title }),
      ).toBeVisible();
    } finally {
      await made.remove();
    }
  });
});

/** Light by default; dark as the SPA remembers it (its `livery.theme` key), applied before the first paint. */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((mode) => window.localStorage.setItem('livery.theme', mode), theme);
}

for (const theme of ['light', 'dark'] as const) {
  for (const [width, height] of WIDTHS) {
    test(`the public pages pass axe at ${width} px in ${theme}, fit the width and load no app script`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height });
      await useTheme(page, theme);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
      });
      const made = await makePage(request);
      try {
        for (const url of ['/', `/${made.slug}`]) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
          expect(await seriousViolations(page), url).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, url).toBeLessThanOrEqual(0);
        }
        await saveScreenshot(page, `public-page-${theme}-${width}`);
        await page.goto('/');
        await saveScreenshot(page, `public-home-${theme}-${width}`);
        expect(scripts).toEqual([]);
      } finally {
        await made.remove();
      }
    });
  }
}

test('a signed-in admin opening / gets the dashboard’s staff home', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Trips today/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chauffeured rides and airport transfers' })).toBeHidden();
  await expect(page.locator('#site')).toBeHidden();
});
