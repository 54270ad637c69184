import { expect, test } from '@playwright/test';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';
import { waitForLink } from '../support/mail';

test('an admin creates a role, gives it permissions, creates a user with it, who then sees exactly that menu', async ({
  page,
}) => {
  test.setTimeout(90_000); // a long journey: two sessions, five dialogs and an e-mail
  await signIn(page, 'admin');
  await page.goto('/settings/roles');
  await page.getByRole('button', { name: /^add/i }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Fleet clerk');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();

  await page.getByLabel('Search roles').fill('Fleet');
  await page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasText: 'Fleet clerk' })
    .getByRole('button', { name: 'Assign permissions' })
    .click();
  const assign = page.getByRole('dialog', { name: 'Permissions of Fleet clerk' });
  await assign.getByRole('checkbox', { name: 'cars:view', exact: true }).check();
  await assign.getByRole('checkbox', { name: 'affiliates:view', exact: true }).check();
  await saveScreenshot(page, 'access-assign-permissions');
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();

  // Reopened, the dialog is pre-ticked with what was saved.
  await page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasText: 'Fleet clerk' })
    .getByRole('button', { name: 'Assign permissions' })
    .click();
  await expect(assign.getByRole('checkbox', { name: 'cars:view', exact: true })).toBeChecked();
  await expect(assign.getByRole('checkbox', { name: 'cars:create', exact: true })).not.toBeChecked();
  await assign.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/settings/users-with-roles');
  await page.getByRole('button', { name: 'Add user and assign roles' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('First Name').fill('Felix');
  await form.getByLabel('Last Name').fill('Clerk');
  await form.getByLabel('Email').fill('felix.clerk@livery.test');
  await form.getByLabel('Phone No').fill('+1 212 555 0188');
  await form.getByRole('button', { name: 'Next: roles' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Felix Clerk' });
  await roles.getByRole('checkbox', { name: 'Fleet clerk' }).check();
  await roles.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Search users').fill('Felix');
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: 'Felix Clerk' })).toContainText('Fleet clerk');
  await saveScreenshot(page, 'access-users-with-roles');

  // The new user sets a password from the e-mail and signs in.
  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await page.goto(await waitForLink('felix.clerk@livery.test', '/reset-password'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Felix-password-1');
  await page.getByLabel('Repeat the new password').fill('Felix-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill('felix.clerk@livery.test');
  await page.getByLabel('Password', { exact: false }).first().fill('Felix-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const links = mainNav(page).getByRole('link');
  await expect(mainNav(page).getByRole('link', { name: 'Cars' })).toBeVisible();
  const names = (await links.allTextContents()).map((t) => t.trim()).filter((t) => t !== 'Home');
  expect(names.sort()).toEqual(['Affiliates', 'Cars']);
  await saveScreenshot(page, 'access-new-user-menu');
});
