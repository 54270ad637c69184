import { expect, test, type Page } from '@playwright/test';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

const grid = (page: Page) => page.getByRole('grid');
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

test('a dispatcher adds, renames and deletes an affiliate, and the list follows', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await mainNav(page).getByRole('link', { name: 'Affiliates' }).click();
  await expect(page).toHaveURL(/\/affiliates/);
  await expect(page).toHaveTitle('Livery - Affiliates');
  for (const header of ['Name', 'Created At', 'Actions']) {
    await expect(grid(page).getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(row(page, 'Harbor Hotel Group')).toBeVisible();

  await page.getByRole('button', { name: /^add/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Riverside Concierge');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Affiliate created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Riverside Concierge')).toBeVisible();
  await saveScreenshot(page, 'affiliates-list');

  await row(page, 'Riverside Concierge').getByRole('button', { name: /edit/i }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Riverside Concierge');
  await dialog.getByLabel('Name').fill('Riverside Concierge Co.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Affiliate updated')).toBeVisible();
  await expect(row(page, 'Riverside Concierge Co.')).toBeVisible();

  await row(page, 'Riverside Concierge Co.')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Delete affiliate Riverside Concierge Co.?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Affiliate deleted')).toBeVisible();
  await expect(row(page, 'Riverside Concierge Co.')).toHaveCount(0);
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
  await signIn(page, 'admin');
  // Enough rows for two pages of 25.
  const token = await page.evaluate(() => document.cookie.match(/livery\.token=([^;]+)/)?.[1]);
  for (let i = 1; i <= 26; i++) {
    const response = await page.request.post('/api/v1/affiliates', {
      headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
      data: { name: `Paging Partner ${String(i).padStart(2, '0')}` },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/affiliates');
  await page.getByLabel('Search affiliates').fill('paging partner');
  await expect(page).toHaveURL(/search=paging(\+|%20)partner/);
  await expect(grid(page).getByRole('row')).toHaveCount(26); // header + 25 (default page size)

  await grid(page).getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(grid(page).getByRole('row').nth(1)).toContainText('Paging Partner 01');
  await grid(page).getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(grid(page).getByRole('row').nth(1)).toContainText('Paging Partner 26');

  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).toHaveURL(/page=/);
  await expect(grid(page).getByRole('row')).toHaveCount(2);
  await expect(grid(page).getByRole('row').nth(1)).toContainText('Paging Partner 01');

  // Reload and Back keep the list state.
  await page.reload();
  await expect(grid(page).getByRole('row').nth(1)).toContainText('Paging Partner 01');
  await page.goBack();
  await expect(grid(page).getByRole('row').nth(1)).toContainText('Paging Partner 26');
});
