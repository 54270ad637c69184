import { expect, test } from '@playwright/test';
import { chooseFilter, deleteRow, expectColumns, exportCsv, field, grid, row, save, toast } from '../support/catalogue';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

// Wide enough for every column (at least 170 px each, SPEC §9): the grid renders only visible columns.
test.use({ viewport: { width: 2200, height: 900 } });

test('a dispatcher adds, edits, toggles, filters, exports and deletes an addon', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await mainNav(page).getByRole('link', { name: 'Addons' }).click();
  await expect(page).toHaveTitle('Livery - Addons');
  await expectColumns(page, ['Actions', 'Name', 'Percentage', 'Amount', 'Active', 'Created At']);
  await expect(row(page, 'Child seat')).toContainText('$15.00');

  await page.getByRole('button', { name: /^add/i }).click();
  await field(page, 'Name').fill('Champagne');
  await save(page);
  await expect(page.getByRole('dialog').getByText('Amount or percentage is required')).toHaveCount(2);
  await field(page, 'Amount').fill('1234.5');
  await save(page);
  await expect(toast(page, 'Addon created')).toBeVisible();
  await expect(row(page, 'Champagne')).toContainText('$1,234.50');
  await saveScreenshot(page, 'addons-list');

  await row(page, 'Champagne').getByRole('button', { name: /edit/i }).click();
  await field(page, 'Amount').fill('');
  await field(page, 'Percentage').fill('12.5');
  await save(page);
  await expect(toast(page, 'Addon updated')).toBeVisible();
  await expect(row(page, 'Champagne')).toContainText('12.5%');

  await row(page, 'Champagne').getByRole('switch', { name: 'Active: Champagne' }).click();
  await expect(toast(page, 'Addon deactivated')).toBeVisible();
  await chooseFilter(page, 'Status', 'In Active');
  await expect(page).toHaveURL(/isActive=false/);
  await expect(row(page, 'Champagne')).toBeVisible();
  await expect(row(page, 'Child seat')).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'Champagne')).toBeVisible();
  await expect(grid(page).getByRole('row')).toHaveCount(2);

  const csv = await exportCsv(page);
  expect(csv.name).toMatch(/^addons-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.lines[0]).toBe('Name,Percentage,Amount,Active,Created At');
  expect(csv.lines.slice(1)).toEqual([expect.stringMatching(/^Champagne,12.5,,In Active,\d{4}-\d{2}-\d{2}$/)]);

  await deleteRow(page, 'Champagne', 'Delete addon Champagne?', 'Addon deleted');
});
