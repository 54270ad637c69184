import { expect, test } from '@playwright/test';
import { removeListed, uniqueName } from '../support/accounts';
import { chooseFilter, deleteRow, expectColumns, exportCsv, field, row, save, toast } from '../support/catalogue';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

// Wide enough for every column (at least 170 px each, SPEC §9) to show on the screenshots without scrolling.
test.use({ viewport: { width: 2200, height: 900 } });

test('a dispatcher manages discount codes: rules in the form, type and status filters, export', async ({ page }) => {
  // Its own general code, so the seeded round-trip code (one active at a time), a retry and a second worker
  // are untouched.
  const code = `SPRING-${uniqueName().toUpperCase()}`;
  await signIn(page, 'dispatcher');
  try {
    await mainNav(page).getByRole('link', { name: 'Discount Codes' }).click();
    await expect(page).toHaveTitle('Livery - Discount Codes');
    await expectColumns(page, [
      'Actions',
      'Code',
      'Type',
      'From',
      'To',
      'Percentage',
      'Amount',
      'Active',
      'Created At',
    ]);
    await expect(row(page, 'ROUNDTRIP')).toBeVisible();

    await page.getByRole('button', { name: /^add/i }).click();
    await field(page, 'Code').fill(code);
    await page.getByRole('dialog').getByRole('combobox', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'General' }).click();
    await field(page, 'From').fill('2030-03-01');
    await field(page, 'To').fill('2030-05-31');
    await save(page);
    await expect(page.getByRole('dialog').getByText('Amount or percentage is required')).toHaveCount(2);
    await field(page, 'Percentage').fill('101');
    await save(page);
    await expect(page.getByRole('dialog').getByText('Percentage must be between 0 and 100')).toBeVisible();
    await field(page, 'Percentage').fill('15');
    await save(page);
    await expect(toast(page, 'Discount code created')).toBeVisible();
    await expect(row(page, code)).toContainText('General');
    await saveScreenshot(page, 'discount-codes-list');

    await row(page, code).getByRole('button', { name: /edit/i }).click();
    await field(page, 'Percentage').fill('');
    await field(page, 'Amount').fill('25');
    await save(page);
    await expect(toast(page, 'Discount code updated')).toBeVisible();
    await expect(row(page, code)).toContainText('$25.00');

    await chooseFilter(page, 'Types', 'General');
    await expect(page).toHaveURL(/type=general/);
    await expect(row(page, 'ROUNDTRIP')).toHaveCount(0);
    await expect(row(page, code)).toBeVisible();
    await chooseFilter(page, 'Statuses', 'In Active');
    await expect(page).toHaveURL(/isActive=false/);
    await expect(row(page, code)).toHaveCount(0);
    await chooseFilter(page, 'Statuses', 'Active');
    await expect(page).toHaveURL(/isActive=true/);
    await page.reload();
    await expect(row(page, code)).toBeVisible();

    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^discount-codes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe('Code,Type,From,To,Percentage,Amount,Active,Created At');
    expect(csv.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${code},general,2030-03-01,2030-05-31,,25(\\.00)?,Active,`)),
    );
    expect(csv.lines.slice(1).every((line) => /,general,.*,Active,/.test(line))).toBe(true);

    await chooseFilter(page, 'Statuses', 'All');
    await deleteRow(page, code, `Delete discount code ${code}?`, 'Discount code deleted');
  } finally {
    await removeListed(page, 'discount-codes', 'code', code);
  }
});
