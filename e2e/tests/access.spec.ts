import { expect, test, type Page } from '@playwright/test';
import { authHeader, removeListed, uniqueName } from '../support/accounts';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';
import { waitForLink } from '../support/mail';

/**
 * The API has no way to delete a role, so the test's role is left holding no permission (its unique name keeps it
 * out of every other test's way).
 */
async function emptyRole(page: Page, name: string): Promise<void> {
  try {
    const headers = await authHeader(page);
    const found = await page.request.get('/api/v1/roles/role-permissions', {
      headers,
      params: { search: name, limit: 500 },
    });
    if (!found.ok()) throw new Error(`listing answered ${found.status()}: ${await found.text()}`);
    const roles = (await found.json()).dataItems as { id: number; name: string }[];
    for (const role of roles.filter((r) => r.name === name)) {
      const emptied = await page.request.put(`/api/v1/roles/role-permissions/${role.id}`, {
        headers,
        data: { permissionIds: [] },
      });
      if (!emptied.ok()) throw new Error(`emptying answered ${emptied.status()}: ${await emptied.text()}`);
    }
  } catch (error) {
    console.warn(`could not empty the role ${name}:`, error);
  }
}

test('an admin creates a role, gives it permissions, creates a user with it, who then sees exactly that menu', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // a long journey: two sessions, five dialogs and an e-mail
  // Its own role and user, so a retry or a second worker never meets what an earlier attempt made.
  const unique = uniqueName();
  const roleName = `Fleet clerk ${unique}`;
  const lastName = `Clerk${unique}`;
  const email = `felix.clerk.${unique}@livery.test`;
  await signIn(page, 'admin');
  // The new user signs in in a page of their own, so the admin is never signed out (that would end every
  // admin session, another worker's too).
  const clerk = await browser.newPage();
  try {
    await page.goto('/settings/roles');
    await page.getByRole('button', { name: /^add/i }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(roleName);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();

    await page.getByLabel('Search roles').fill(roleName);
    await page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: roleName })
      .getByRole('button', { name: 'Assign permissions' })
      .click();
    const assign = page.getByRole('dialog', { name: `Permissions of ${roleName}` });
    await assign.getByRole('checkbox', { name: 'cars:view', exact: true }).check();
    await assign.getByRole('checkbox', { name: 'affiliates:view', exact: true }).check();
    await saveScreenshot(page, 'access-assign-permissions');
    await assign.getByRole('button', { name: 'Save' }).click();
    await expect(assign).toBeHidden();

    // Reopened, the dialog is pre-ticked with what was saved.
    await page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: roleName })
      .getByRole('button', { name: 'Assign permissions' })
      .click();
    await expect(assign.getByRole('checkbox', { name: 'cars:view', exact: true })).toBeChecked();
    await expect(assign.getByRole('checkbox', { name: 'cars:create', exact: true })).not.toBeChecked();
    await assign.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/settings/users-with-roles');
    await page.getByRole('button', { name: 'Add user and assign roles' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('First Name').fill('Felix');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone No').fill('+1 212 555 0188');
    await form.getByRole('button', { name: 'Next: roles' }).click();
    const roles = page.getByRole('dialog', { name: `Roles of Felix ${lastName}` });
    await roles.getByRole('checkbox', { name: roleName, exact: true }).check();
    await roles.getByRole('button', { name: 'Save' }).click();
    await page.getByLabel('Search users').fill(lastName);
    await expect(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: `Felix ${lastName}` }),
    ).toContainText(roleName);
    await saveScreenshot(page, 'access-users-with-roles');

    // The new user sets a password from the e-mail and signs in.
    await clerk.goto(await waitForLink(email, '/reset-password'));
    await clerk.getByRole('textbox', { name: 'New password', exact: true }).fill('Felix-password-1');
    await clerk.getByLabel('Repeat the new password').fill('Felix-password-1');
    await clerk.getByRole('button', { name: 'Set password' }).click();
    await expect(clerk.getByText('Your password is set.')).toBeVisible();

    // Signed in as any person is: the dashboard loaded anew, its top bar drawn once the session is restored.
    await signIn(clerk, { email, password: 'Felix-password-1' });
    const links = mainNav(clerk).getByRole('link');
    await expect(mainNav(clerk).getByRole('link', { name: 'Cars' })).toBeVisible();
    const names = (await links.allTextContents()).map((t) => t.trim()).filter((t) => t !== 'Home');
    expect(names.sort()).toEqual(['Affiliates', 'Cars']);
    await saveScreenshot(clerk, 'access-new-user-menu');
  } finally {
    await clerk.close();
    await removeListed(page, 'users', 'email', email);
    await emptyRole(page, roleName);
  }
});
