import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { signIn } from '../support/fixtures';

test('a customer’s home offers their trips and their own account pages', async ({ page }) => {
  await signIn(page, 'customer');
  const account = page.getByRole('list', { name: 'Your account' });
  await expect(account.getByRole('link', { name: /Your trips/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Areas' })).toHaveCount(0);
  await account.getByRole('link', { name: /Profile Info/ }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/profile-info$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('a driver’s home offers their jobs and their documents', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver');
  const driverPage = await browser.newPage();
  try {
    await signIn(driverPage, driver);
    const account = driverPage.getByRole('list', { name: 'Your account' });
    await expect(account.getByRole('link', { name: /Your jobs/ })).toBeVisible();
    await account.getByRole('link', { name: /Attachments/ }).click();
    await expect(driverPage).toHaveURL(`/users/${driver.id}/user-attachments`);
    await expect(driverPage.getByRole('heading', { name: 'Your account' })).toBeVisible();
  } finally {
    await driverPage.close();
    await driver.remove();
  }
});
