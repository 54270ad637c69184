import { expect, test } from '@playwright/test';
import { createAccount, removeListed, uniqueName } from '../support/accounts';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';

test('a dispatcher creates a driver with a carrier and an SSN and then sees the SSN masked', async ({ page }) => {
  // Its own name and e-mail, so a retry or a second worker never meets a driver an earlier attempt made.
  const unique = uniqueName();
  const lastName = `Petrova${unique}`;
  const email = `nadia.petrova.${unique}@example.com`;
  await signIn(page, 'dispatcher');
  try {
    await mainNav(page).getByRole('link', { name: 'Drivers' }).click();
    await expect(page).toHaveTitle('Livery - Drivers');
    await page.getByRole('button', { name: /^add/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByLabel('First Name').fill('Nadia');
    await dialog.getByLabel('Last Name').fill(lastName);
    await dialog.getByLabel('Email').fill(email);
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

    await page.getByLabel('Search drivers').fill(lastName);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: lastName });
    await expect(row).toContainText('Nadia');
    await expect(row).toContainText('***-**-6789');
    await expect(row).not.toContainText('123-45-6789');
    await expect(row).toContainText('Verizon');
    await expect(row).toContainText('1988-07-14');
    await saveScreenshot(page, 'people-drivers-list-masked');
  } finally {
    await removeListed(page, 'users', 'email', email, { role: 'driver' });
  }
});

test('an admin sees the SSN masked too, and deletes a customer after confirming', async ({ page }) => {
  await signIn(page, 'admin');
  // Its own driver (with SSN 123-45-6789) and its own customer to delete: the seeded people stay as they are.
  const driver = await createAccount(page, 'driver');
  const customer = await createAccount(page, 'customer');
  try {
    // Masked for an administrator too; Reveal SSN (seams.spec) shows it and writes an audit row (decision 056).
    await page.goto(`/drivers?search=${driver.lastName}`);
    const driverRow = page.getByRole('table').getByRole('row').filter({ hasText: driver.lastName });
    await expect(driverRow).toContainText('***-**-6789');
    await expect(driverRow).not.toContainText('123-45-6789');

    await page.goto(`/customers?search=${customer.lastName}`);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.lastName });
    await expect(row.getByRole('link', { name: customer.firstName })).toHaveAttribute(
      'href',
      new RegExp(`/users/${customer.id}/profile-info$`),
    );
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: customer.lastName })).toHaveCount(0);
  } finally {
    await customer.remove(); // already gone when the test passed
    await driver.remove();
  }
});

test("a customer edits their own profile and is sent home from someone else's", async ({ page, browser }) => {
  await signIn(page, 'admin');
  // Its own customer, so the seeded customer's profile is never changed.
  const customer = await createAccount(page, 'customer');
  const customerPage = await browser.newPage();
  try {
    await signIn(customerPage, customer);
    await customerPage.getByRole('button', { name: 'User menu' }).click();
    await customerPage.getByRole('menuitem', { name: /profile/i }).click();
    await expect(customerPage).toHaveURL(`/users/${customer.id}/profile-info`);
    const form = customerPage.getByRole('form', { name: 'Profile info' });
    await form.getByLabel('Phone No').fill('+1 646 555 0199');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(customerPage.getByText('Profile saved')).toBeVisible();
    await saveScreenshot(customerPage, 'people-own-profile');

    await customerPage.goto('/users/1/profile-info');
    await expect(customerPage).toHaveURL('/');
  } finally {
    await customerPage.close();
    await customer.remove();
  }
});
