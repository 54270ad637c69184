import { expect, test } from '@playwright/test';
import { createAccount, uniqueName } from '../support/accounts';
import { saveScreenshot, signIn } from '../support/fixtures';
import { waitForLink } from '../support/mail';

test('a driver who forgot the password gets an e-mail, resets it and signs in with the new one', async ({
  page,
  browser,
}) => {
  // A driver of its own (made by the admin in another page), so the seeded driver's password never changes.
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const driver = await createAccount(admin, 'driver');
  try {
    await page.goto('/login');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(driver.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();

    await page.goto(await waitForLink(driver.email, '/reset-password'));
    await expect(page).toHaveTitle('Livery - Reset Password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Driver-new-pass-1');
    await page.getByLabel('Repeat the new password').fill('Driver-new-pass-1');
    await saveScreenshot(page, 'account-reset-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password is set.')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(driver.email);
    await page.getByLabel('Password', { exact: false }).first().fill('Driver-new-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    await driver.remove();
    await admin.close();
  }
});

test('the forgot-password page answers the same for an unknown e-mail', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${uniqueName()}@livery.test`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();
});
