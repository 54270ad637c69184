import { expect, test, type Page } from '@playwright/test';
import { authHeader, removeListed, uniqueName } from '../support/accounts';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

const table = (page: Page) => page.getByRole('table');
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

test('a dispatcher adds, renames and deletes an affiliate, and the list follows', async ({ page }) => {
  // Its own name, so a retry or a second worker never meets an affiliate an earlier attempt left behind.
  const name = `Riverside Concierge ${uniqueName()}`;
  const renamed = `${name} Co.`;
  await signIn(page, 'dispatcher');
  try {
    await mainNav(page).getByRole('link', { name: 'Affiliates' }).click();
    await expect(page).toHaveURL(/\/affiliates/);
    await expect(page).toHaveTitle('Livery - Affiliates');
    for (const header of ['Name', 'Created At', 'Actions']) {
      await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Newest first: another worker's affiliates may push the seeded ones off the first page, so search.
    await page.getByLabel('Search affiliates').fill('Harbor');
    await expect(row(page, 'Harbor Hotel Group')).toBeVisible();
    await page.getByLabel('Search affiliates').fill('');
    await expect(page).not.toHaveURL(/search=/);

    await page.getByRole('button', { name: /^add/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Affiliate created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toBeVisible();
    await saveScreenshot(page, 'affiliates-list');

    await row(page, name).getByRole('button', { name: /edit/i }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Affiliate updated')).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();

    await row(page, renamed)
      .getByRole('button', { name: /delete/i })
      .click();
    await expect(page.getByRole('dialog')).toContainText(`Delete affiliate ${renamed}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Affiliate deleted')).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);
  } finally {
    await removeListed(page, 'affiliates', 'name', name);
    await removeListed(page, 'affiliates', 'name', renamed);
  }
});

test('the form shows the server refusing a duplicate name and an empty one', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/affiliates');
  await page.getByRole('button', { name: /^add/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('harbor hotel group');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('An affiliate with this name already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('an admin searches, sorts and pages the affiliates, and the URL keeps it', async ({ page }) => {
  // Its own 26 partners under a prefix no retry or other worker shares: enough rows for two pages of 25.
  const prefix = `Paging ${uniqueName()}`;
  const partner = (i: number) => `${prefix} ${String(i).padStart(2, '0')}`;
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  const ids: number[] = [];
  try {
    for (let i = 1; i <= 26; i++) {
      const response = await page.request.post('/api/v1/affiliates', { headers, data: { name: partner(i) } });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()).data as { id: number }).id);
    }

    await page.goto('/affiliates');
    await page.getByLabel('Search affiliates').fill(prefix.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${prefix.toLowerCase().replace(' ', '(\\+|%20)')}`));
    await expect(table(page).getByRole('row')).toHaveCount(26); // header + 25 (default page size)

    await table(page).getByRole('columnheader', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(table(page).getByRole('row').nth(1)).toContainText(partner(1));
    await table(page).getByRole('columnheader', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect(table(page).getByRole('row').nth(1)).toContainText(partner(26));

    // Next is a keyset step from the last row shown (decision 031), kept in the URL.
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page).toHaveURL(/page=2&after=/);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(table(page).getByRole('row').nth(1)).toContainText(partner(1));

    // Reload, Previous and Back keep the list state.
    await page.reload();
    await expect(table(page).getByRole('row').nth(1)).toContainText(partner(1));
    // Back on the first page there is nothing to step from: it is simply the first page.
    await page.getByRole('button', { name: /previous page/i }).click();
    await expect(page).not.toHaveURL(/page=|after=|before=/);
    await expect(table(page).getByRole('row')).toHaveCount(26);
    await expect(table(page).getByRole('row').nth(1)).toContainText(partner(26));
    await page.goBack();
    await expect(table(page).getByRole('row').nth(1)).toContainText(partner(1));
  } finally {
    for (const id of ids) await page.request.delete(`/api/v1/affiliates/${id}`, { headers });
  }
});
