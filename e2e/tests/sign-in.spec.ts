import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { mainNav, phoneWithoutScript, saveScreenshot, signIn } from '../support/fixtures';
import { USERS } from '../support/constants';

test('a visitor signs in as an administrator, sees every area and signs out', async ({ page, browser }) => {
  // An administrator of its own: signing out ends every session of the account, and the seeded admin's sessions
  // belong to the other tests.
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const own = await createAccount(admin, 'admin');
  try {
    await page.goto('/login');
    await expect(page).toHaveTitle('Livery');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await saveScreenshot(page, 'sign-in');

    await signIn(page, own);
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Livery');
    for (const area of [
      'Reservations',
      'Cars',
      'Surges',
      'Discount Codes',
      'Addons',
      'Customers',
      'Drivers',
      'Affiliates',
      'Settings',
    ]) {
      await expect(mainNav(page).getByRole('link', { name: area })).toBeVisible();
    }

    await page.getByRole('button', { name: /account|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Affiliates' })).toHaveCount(0);
    // The old session is gone: a protected page sends us to sign in.
    await page.goto('/affiliates');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faffiliates/);
  } finally {
    await own.remove();
    await admin.close();
  }
});

test('a wrong password shows a message and keeps the visitor on the sign-in page', async ({ page, browser }) => {
  // An account of its own, so the seeded admin's failed sign-ins (five block it) are never counted up.
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  const own = await createAccount(admin, 'customer');
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(own.email);
    await page.getByLabel('Password', { exact: false }).first().fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await own.remove();
    await admin.close();
  }
});

test("the sign-in form shows each field's error and keeps what was typed", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test("a phone without JavaScript signs in from the server's page and lands where it was going", async ({ browser }) => {
  // The sign-in page is HTML from the server (decision 067): it needs no script, and loads none.
  const { context, page, scripts } = await phoneWithoutScript(browser);
  try {
    await page.goto('/login?redirect=%2Fcars');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(scripts).toEqual([]);
    await page.getByLabel('Email').fill(USERS.dispatcher.email);
    await page.getByLabel('Password').fill(USERS.dispatcher.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'livery.token')).toMatchObject({ sameSite: 'Strict', path: '/' });
  } finally {
    await context.close();
  }
});

test('the dark theme stays chosen after a reload', async ({ page }) => {
  await signIn(page, 'admin');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /toggle theme|dark|light/i }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect.poll(background).toBe(dark);
  await page.getByRole('button', { name: /toggle theme|dark|light/i }).click();
  await expect.poll(background).toBe(light);
});
