import { expect, test } from '@playwright/test';
import { removeListed, uniqueName } from '../support/accounts';
import {
  chooseFilter,
  columnTexts,
  deleteRow,
  expectColumns,
  exportCsv,
  field,
  row,
  save,
  toast,
} from '../support/catalogue';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

// Wide enough for every column (at least 170 px each, SPEC §9) to show on the screenshots without scrolling.
test.use({ viewport: { width: 2200, height: 900 } });

/** A 2×2 teal PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNgaGgAIQgFABoOBAF5E+7/AAAAAElFTkSuQmCC',
  'base64',
);

test('a dispatcher adds a car with an image, views it, edits, filters, exports and deletes it', async ({ page }) => {
  // Its own name, so a retry or a second worker never meets a car an earlier attempt left behind.
  const name = `Luxury Sedan ${uniqueName()}`;
  await signIn(page, 'dispatcher');
  try {
    await mainNav(page).getByRole('link', { name: 'Cars' }).click();
    await expect(page).toHaveTitle('Livery - Cars');
    await expectColumns(page, [
      'Actions',
      'Name',
      'To Add',
      'To Multiply',
      'Minimum Rate',
      'Number of Cars',
      'Number of bags',
      'Number of passengers',
      'Active',
      'Created At',
    ]);
    await expect(row(page, 'Sprinter')).toContainText('$250.00');

    await page.getByRole('button', { name: /^add/i }).click();
    await field(page, 'Name').fill('Sedan');
    await save(page);
    await expect(page.getByRole('dialog').getByText('To Add is required')).toBeVisible();
    await field(page, 'To Add').fill('30');
    await field(page, 'To Multiply').fill('3.5');
    await field(page, 'Minimum Rate').fill('95');
    await field(page, 'Number of Cars').fill('0');
    await field(page, 'Number of bags').fill('4');
    await field(page, 'Number of passengers').fill('4');
    await save(page);
    await expect(page.getByRole('dialog').getByText('Number of Cars must be at least 1')).toBeVisible();
    await field(page, 'Number of Cars').fill('3');
    // A text file named like a picture is refused before upload.
    await page
      .getByLabel('Car image')
      .setInputFiles({ name: 'car.png', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByRole('dialog').getByText('The image must be a JPEG, PNG or WebP picture')).toBeVisible();
    await page.getByLabel('Car image').setInputFiles({ name: 'luxury.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await save(page);
    // The seeded name is taken (unique ignoring case): the server's message lands on the field.
    await expect(page.getByRole('dialog').getByText('A car with this name already exists')).toBeVisible();
    await field(page, 'Name').fill(name);
    await saveScreenshot(page, 'cars-form');
    await save(page);
    await expect(toast(page, 'Car created')).toBeVisible();
    await expect(toast(page, 'Image uploaded')).toBeVisible();
    await expect(row(page, name)).toContainText('$95.00');
    await saveScreenshot(page, 'cars-list');

    await row(page, name).getByRole('button', { name: 'View image' }).click();
    const image = page.getByRole('dialog').getByRole('img', { name });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await saveScreenshot(page, 'cars-view-image');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await row(page, name).getByRole('button', { name: /edit/i }).click();
    await field(page, 'Minimum Rate').fill('110');
    await save(page);
    await expect(toast(page, 'Car updated')).toBeVisible();
    await expect(row(page, name)).toContainText('$110.00');

    await row(page, name)
      .getByRole('switch', { name: `Active: ${name}` })
      .click();
    await expect(toast(page, 'Car deactivated')).toBeVisible();
    await chooseFilter(page, 'Status', 'In Active');
    await expect(page).toHaveURL(/isActive=false/);
    await expect(row(page, name)).toBeVisible();
    await expect(row(page, 'Sprinter')).toHaveCount(0);

    const csv = await exportCsv(page);
    expect(csv.name).toMatch(/^cars-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.lines[0]).toBe(
      'Name,To Add,To Multiply,Minimum Rate,Number of Cars,Number of bags,Number of passengers,Active,Created At',
    );
    // Only inactive cars, ours among them (another worker's inactive car may be there too).
    expect(csv.lines.slice(1)).toContainEqual(
      expect.stringMatching(new RegExp(`^${name},30.00,3.50,110.00,3,4,4,In Active,`)),
    );
    expect(csv.lines.slice(1).every((line) => /,In Active,[^,]*$/.test(line))).toBe(true);

    await deleteRow(page, name, `Delete car ${name}?`, 'Car deleted');
  } finally {
    await removeListed(page, 'cars', 'name', name);
  }
});

test('the admin sees the cars sorted from the URL, with every action', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/cars?sort=minimumRate');
  await expect(row(page, 'SUV')).toBeVisible();
  const names = await columnTexts(page, 'Name');
  expect(names.filter((name) => ['Sedan', 'SUV', 'Sprinter'].includes(name))).toEqual(['Sedan', 'SUV', 'Sprinter']);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(row(page, 'SUV').getByRole('button', { name: 'View image' })).toBeVisible();
  await saveScreenshot(page, 'cars-admin');
});
