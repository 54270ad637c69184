import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { authHeader, uniqueName } from '../support/accounts';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

const table = (page: Page) => page.getByRole('table');
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

/** Deletes the pages this test made, through the API (best effort: a failure is logged, never thrown). */
async function removePages(page: Page, slugs: readonly string[]) {
  try {
    const headers = await authHeader(page);
    for (const slug of slugs) {
      const found = await page.request.get('/api/v1/static-pages', { headers, params: { search: slug, limit: 500 } });
      const rows = ((await found.json()).dataItems ?? []) as { id: number; slug: string }[];
      for (const match of rows.filter((r) => r.slug === slug)) {
        await page.request.delete(`/api/v1/static-pages/${match.id}`, { headers });
      }
    }
  } catch (error) {
    console.warn('could not remove the test pages:', error);
  }
}

test('an editor writes a page with a heading, a list and a link; a visitor reads it until it is deactivated', async ({
  page,
  browser,
}) => {
  const unique = uniqueName();
  const title = `Fleet notes ${unique}`;
  const slug = `fleet-notes-${unique}`;
  await signIn(page, 'admin');
  try {
    await mainNav(page).getByRole('link', { name: 'Static Pages' }).click();
    await expect(page).toHaveURL(/\/static-pages/);
    await expect(page).toHaveTitle('Livery - Static Pages');
    for (const header of ['Title', 'Slug', 'Active', 'Updated']) {
      await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
    }

    await page.getByRole('button', { name: /^add/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Add page' });
    await dialog.getByLabel('Title').fill(title);
    // The slug follows the title until it is typed in.
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);

    const editor = dialog.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Heading 2' }).click();
    await editor.pressSequentially('Our cars');
    await editor.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Sedans');
    await editor.press('Enter');
    await editor.pressSequentially('SUVs');
    await editor.press('Enter');
    await editor.press('Enter');
    await editor.pressSequentially('Book online');
    // Select "online" and make it a link in the link menu.
    for (let i = 0; i < 'online'.length; i++) await editor.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://example.com/book');
    await dialog.getByRole('textbox', { name: 'Link' }).press('Enter');

    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Our cars' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['Sedans', 'SUVs']);
    await expect(preview.getByRole('link', { name: 'online' })).toHaveAttribute('href', 'https://example.com/book');
    await dialog.getByRole('tab', { name: 'Write' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'static-pages-editor-1280');
    expect(await seriousViolations(page), 'the page editor').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'static-pages-editor-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Page created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search pages').fill(unique);
    await expect(row(page, title)).toContainText(`/${slug}`);
    await saveScreenshot(page, 'static-pages-list');
    expect(await seriousViolations(page), 'the static pages list').toEqual([]);

    // A visitor, signed out, reads it at /{slug} and finds it in the footer.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto(`/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor).toHaveTitle(`Livery - ${title}`);
      await expect(visitor.getByRole('heading', { level: 2, name: 'Our cars' })).toBeVisible();
      await expect(visitor.getByRole('article').getByRole('listitem')).toHaveText(['Sedans', 'SUVs']);
      await expect(visitor.getByRole('link', { name: 'online' })).toHaveAttribute('href', 'https://example.com/book');
      await expect(
        visitor.getByRole('navigation', { name: 'Site pages' }).getByRole('link', { name: title }),
      ).toBeVisible();
      await saveScreenshot(visitor, 'static-page-public-1280');
      expect(await seriousViolations(visitor), 'the public page').toEqual([]);
      await visitor.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(visitor, 'static-page-public-390');

      // Deactivated from the list, it is a 404 for the visitor.
      await row(page, title)
        .getByRole('switch', { name: `Active: ${title}` })
        .click();
      await expect(toast(page, 'Page deactivated')).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(
        visitor.getByRole('navigation', { name: 'Site pages' }).getByRole('link', { name: title }),
      ).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }
  } finally {
    await removePages(page, [slug]);
  }
});

test('an XSS payload saved in a page never runs for its visitor', async ({ page, browser }) => {
  const slug = `xss-check-${uniqueName()}`;
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  const content = [
    '<p>Before the payloads.</p>',
    '<script>window.__xss = "script"</script>',
    '<img src="x" onerror="window.__xss = \'onerror\'">',
    '<svg onload="window.__xss = \'svg\'"></svg>',
    '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
    '<p><a href="javascript:window.__xss=\'link\'">a javascript link</a></p>',
    '<p><a href="data:text/html,<script>alert(1)</script>">a data link</a></p>',
    '<details open ontoggle="window.__xss = \'details\'"><summary>x</summary></details>',
    '<p style="background:url(javascript:window.__xss=\'style\')">After the payloads.</p>',
  ].join('');
  const created = await page.request.post('/api/v1/static-pages', {
    headers,
    data: { title: 'XSS check', slug, content },
  });
  expect(created.status(), await created.text()).toBe(201);
  try {
    const visitor = await browser.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await visitor.goto(`/${slug}`);
      await expect(visitor.getByText('After the payloads.')).toBeVisible();
      // What is left of the links does nothing when followed.
      await visitor.getByText('a javascript link').click();
      await visitor.getByText('a data link').click();
      await visitor.waitForTimeout(300);
      expect(await visitor.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      const article = visitor.getByRole('article');
      await expect(article.locator('script, iframe, svg, details, img, [style], [onerror], [ontoggle]')).toHaveCount(0);
      await expect(article.locator('a[href^="javascript"], a[href^="data"]')).toHaveCount(0);
      await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));
    } finally {
      await visitor.close();
    }
  } finally {
    await removePages(page, [slug]);
  }
});
