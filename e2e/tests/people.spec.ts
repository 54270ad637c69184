import { expect, test } from '@playwright/test';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

test('a dispatcher creates a driver with a carrier and an SSN and then sees the SSN masked', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await mainNav(page).getByRole('link', { name: 'Drivers' }).click();
  await expect(page).toHaveTitle('Livery - Drivers');
  await page.getByRole('button', { name: /^add/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Add driver' });
  await dialog.getByLabel('First Name').fill('Nadia');
  await dialog.getByLabel('Last Name').fill('Petrova');
  await dialog.getByLabel('Email').fill('nadia.petrova@example.com');
  await dialog.getByLabel('Phone No', { exact: false }).first().fill('+1 917 555 0123');
  await dialog.getByRole('combobox', { name: 'Phone No Type' }).click();
  await page.getByRole('option', { name: /Verizon/ }).click();
  await dialog.getByLabel('Social Security Number').fill('123-45-6789');
  await dialog.getByLabel('Date of Birth').fill('1988-07-14');
  await dialog.getByLabel('Address').fill('JFK');
  await page.getByRole('option', { name: /John F. Kennedy/ }).click();
  await saveScreenshot(page, 'people-create-driver-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search drivers').fill('Petrova');
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: 'Nadia' });
  await expect(row).toContainText('***-**-6789');
  await expect(row).not.toContainText('123-45-6789');
  await expect(row).toContainText('Verizon');
  await expect(row).toContainText('1988-07-14');
  await saveScreenshot(page, 'people-drivers-list-masked');
});

test('an admin sees the full SSN and deletes a customer after confirming', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/drivers?search=Petrova');
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: 'Nadia' })).toContainText('123-45-6789');

  await page.goto('/customers?search=Lopez');
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: 'Maria' });
  await expect(row.getByRole('link', { name: 'Maria' })).toHaveAttribute('href', /\/users\/\d+\/profile-info/);
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: 'Maria' })).toHaveCount(0);
});

test("a customer edits their own profile and is sent home from someone else's", async ({ page }) => {
  await signIn(page, 'customer');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /profile/i }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/profile-info/);
  const form = page.getByRole('form', { name: 'Profile info' });
  await form.getByLabel('Phone No').fill('+1 646 555 0199');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await saveScreenshot(page, 'people-own-profile');

  const ownId = Number(/\/users\/(\d+)\//.exec(page.url())?.[1]);
  await page.goto(`/users/${ownId === 1 ? 2 : 1}/profile-info`);
  await expect(page).toHaveURL('/');
});
