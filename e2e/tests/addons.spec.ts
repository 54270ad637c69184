import { expect, test } from '@playwright/test';
import { removeListed, uniqueName } from '../support/accounts';
import {
  chooseFilter,
  deleteRow,
  expectColumns,
  exportCsv,
  field,
  row,
  table,
  save,
  toast,
} from '../support/catalogue';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

// Wide enough for every column (at least 170 px each, SPEC §9) to show on the screenshots without scrolling.
test.use({ viewport: { width: 2200, height: 900 } });

test('a dispatcher adds, edits, toggles, filters, exports and deletes an addon', async ({ page }) => {
  // Its own name, so a retry or a second worker never meets an addon an earlier attempt left behind.
  const name = `Champagne ${uniqueName()}`;
  await signIn(page, 'dispatcher');
  try {
    await mainNav(page).getByRole('link', { name: 'Addons' }).click();
    await expect(page).toHaveTitle('Livery - Addons');
    await expectColumns(page, ['Actions', 'Name', 'Percentage', 'Amount', 'Active', 'Created At']);
    await expect(row(page, 'Child seat')).toContainText('$15.00');

    await page.getByRole('button', { name: /^add/i }).click();
    await field(page, 'Name').fill(name);
    await save(page);
    await expect(page.getByRole('dialog').getByText('Amount or percentage is required')).toHaveCount(2);
    await field(page, 'Amount').fill('1234.5');
    await save(page);
    await expect(toast(page, 'Addon created')).toBeVisible();
    await expect(row(page, name)).toContainText('$1,234.50');
    await saveScreenshot(page, 'addons-list');

    await row(page, name).getByRole('button', { name: /edit/i }).click();
    await field(page, 'Amount').fill('');
    await field(page, 'Percentage').fill('12.5');
    await save(page);
    await expect(toast(page, 'Addon updated')).toBeVisible();
    await expect(row(page, name)).toContainText('12.5%');

    await row(page, name)
      .getByRole('switch', { name: `Active: ${name}` })
      .click();
    await expect(toast(page, 'Addon deactivated')).toBeVisible();
    await chooseFilter(page, 'Status', 'In Active');
    await expect(page).toHaveURL(/isActive=false/);
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, 'Child seat')).toHaveCount(0);
    // After a reload the filter still holds: ours is listed and no active addon is (another worker's inactive
    // addon may be listed too, so the rows are not counted).
    await page.reload();
    await expect(row(page, name)).toBeVisible();
    await expect(table(page).getByRole('switch', { checked: true })).toHaveCount(0);
    await expect(row(page, 'Child seat')).toHaveCount(0);

    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^addons-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe('Name,Percentage,Amount,Active,Created At');
    expect(csv.lines.slice(1)).toContainEqual(
      expect.stringMatching(new RegExp(`^${name},12.5,,In Active,\\d{4}-\\d{2}-\\d{2}$`)),
    );
    expect(csv.lines.slice(1).every((line) => /,In Active,\d{4}-\d{2}-\d{2}$/.test(line))).toBe(true);

    await deleteRow(page, name, `Delete addon ${name}?`, 'Addon deleted');
  } finally {
    await removeListed(page, 'addons', 'name', name);
  }
});
