import { expect, test } from '@playwright/test';
import { authHeader, createAccount, uniqueName } from '../support/accounts';
import { saveScreenshot, signIn } from '../support/fixtures';
import { waitForLink } from '../support/mail';

const ADMIN_REFUSAL = 'Only an administrator may manage an administrator’s account.';

test('a dispatcher cannot take over the admin: e-mail, password and profile are refused on screen and by the API', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  for (const tab of ['change-email', 'change-password', 'profile-info']) {
    await page.goto(`/users/1/${tab}`);
    await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account #1');
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await saveScreenshot(page, 'account-takeover-refused');

  const headers = await authHeader(page);
  const email = await page.request.post('/api/v1/users/1/email', { headers, data: { email: 'mine@example.com' } });
  expect(email.status()).toBe(403);
  expect((await email.json()).error.message).toBe(ADMIN_REFUSAL);
  const password = await page.request.put('/api/v1/users/1/password', {
    headers,
    data: { newPassword: 'Taken-over-1' },
  });
  expect(password.status()).toBe(403);
  const profile = await page.request.put('/api/v1/users/1', { headers, data: { firstName: 'Mallory' } });
  expect(profile.status()).toBe(403);
});

test('a dispatcher without drivers:edit cannot edit a driver’s profile', async ({ page, browser }) => {
  // A driver of its own (made by the admin), not whichever driver the list happens to show first.
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const driver = await createAccount(admin, 'driver');
  try {
    await signIn(page, 'dispatcher');
    await page.goto(`/users/${driver.id}/profile-info`);
    await expect(page.getByRole('alert')).toContainText('needs the drivers:edit permission');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  } finally {
    await driver.remove();
    await admin.close();
  }
});

test('the admin changes another user’s e-mail directly, sends a reset link and sets a new password', async ({
  page,
  browser,
}) => {
  const unique = uniqueName();
  const oldEmail = `owner-${unique}@example.com`;
  const newEmail = `owner-new-${unique}@example.com`;
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  const created = await page.request.post('/api/v1/users', {
    headers,
    data: {
      firstName: 'Olive',
      lastName: `Owner${unique}`,
      email: oldEmail,
      phoneNumber: '+1 212 555 0199',
      role: 'customer',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };

  try {
    await page.goto(`/users/${id}/change-email`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Account of Olive Owner${unique} (${oldEmail})`);
    await page.getByLabel('New email').fill(newEmail);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText(`E-mail changed to ${newEmail}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Account of Olive Owner${unique} (${newEmail})`);

    await page.getByRole('tab', { name: 'Change Password' }).click();
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await saveScreenshot(page, 'account-other-user-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`A reset link was sent to ${newEmail}`)).toBeVisible();
    expect(await waitForLink(newEmail, '/reset-password')).toContain('token=');

    await page.getByRole('textbox', { name: 'New password' }).fill('Owner-password-42');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password set; every session of this account was signed out')).toBeVisible();

    // The owner signs in with the new address and the password set for them.
    const owner = await browser.newPage();
    try {
      await owner.goto('/login');
      await owner.getByLabel('Email').fill(newEmail);
      await owner.getByLabel('Password', { exact: false }).first().fill('Owner-password-42');
      await owner.getByRole('button', { name: 'Sign in' }).click();
      await expect(owner).not.toHaveURL(/\/login/);
    } finally {
      await owner.close();
    }
  } finally {
    await page.request.delete(`/api/v1/users/${id}`, { headers });
  }
});
