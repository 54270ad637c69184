import { expect, test } from '@playwright/test';
import { removeListed, uniqueName } from '../support/accounts';
import { chooseFilter, deleteRow, expectColumns, exportCsv, field, row, save, toast } from '../support/catalogue';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

// Wide enough for every column (at least 170 px each, SPEC §9) to show on the screenshots without scrolling.
test.use({ viewport: { width: 2200, height: 900 } });

test('an admin adds, edits, filters, exports and deletes a surge; From after To is refused', async ({ page }) => {
  // Its own name, so a retry or a second worker never meets a surge an earlier attempt left behind.
  const name = `Marathon day ${uniqueName()}`;
  await signIn(page, 'admin');
  try {
    await mainNav(page).getByRole('link', { name: 'Surges' }).click();
    await expect(page).toHaveTitle('Livery - Surges');
    await expectColumns(page, [
      'Actions',
      'Name',
      'From',
      'To',
      'Percentage',
      'Amount',
      'Description',
      'Active',
      'Created At',
    ]);

    await page.getByRole('button', { name: /^add/i }).click();
    await field(page, 'Name').fill(name);
    await field(page, 'From').fill('2030-11-03');
    await field(page, 'To').fill('2030-11-01');
    await field(page, 'Percentage').fill('20');
    await field(page, 'Description').fill('Road closures downtown');
    await save(page);
    await expect(page.getByRole('dialog').getByText('From must not be after To')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('To must not be before From')).toBeVisible();
    await saveScreenshot(page, 'surges-date-error');
    await field(page, 'To').fill('2030-11-04');
    await save(page);
    await expect(toast(page, 'Surge created')).toBeVisible();
    await expect(row(page, name)).toContainText('2030-11-03');
    await expect(row(page, name)).toContainText('20%');
    await saveScreenshot(page, 'surges-list');

    await row(page, name).getByRole('button', { name: /edit/i }).click();
    await field(page, 'Amount').fill('15');
    await page.getByRole('dialog').getByLabel('Active').uncheck();
    await save(page);
    await expect(toast(page, 'Surge updated')).toBeVisible();
    await expect(row(page, name)).toContainText('$15.00');

    await chooseFilter(page, 'Status', 'In Active');
    await expect(page).toHaveURL(/isActive=false/);
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, 'New Year rush')).toHaveCount(0);
    await page.goBack();
    await expect(row(page, 'New Year rush')).toBeVisible();
    await page.goForward();
    await expect(row(page, 'New Year rush')).toHaveCount(0);

    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^surges-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe('Name,From,To,Percentage,Amount,Description,Active,Created At');
    // Only inactive surges, ours among them (another worker's inactive surge may be there too).
    expect(csv.lines.slice(1)).toContainEqual(
      expect.stringMatching(new RegExp(`^${name},2030-11-03,2030-11-04,20,15.00,Road closures downtown,In Active,`)),
    );
    expect(csv.lines.slice(1).every((line) => /,In Active,[^,]*$/.test(line))).toBe(true);

    await deleteRow(page, name, `Delete surge ${name}?`, 'Surge deleted');
  } finally {
    await removeListed(page, 'surges', 'name', name);
  }
});
