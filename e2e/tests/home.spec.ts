import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { saveScreenshot, signIn } from '../support/fixtures';

test('a customer’s home offers their trips and their own account pages', async ({ page }) => {
  await signIn(page, 'customer');
  const account = page.getByRole('list', { name: 'Your account' });
  await expect(account.getByRole('link', { name: /Your trips/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Areas' })).toHaveCount(0);
  await account.getByRole('link', { name: /Profile Info/ }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/profile-info$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('a driver’s home is Today, which leads to their jobs and their documents', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const driver = await createAccount(page, 'driver');
  const driverPage = await browser.newPage();
  try {
    await signIn(driverPage, driver);
    // Someone who only drives lands on Today (issue 24, decision 058).
    await expect(driverPage).toHaveURL('/today');
    await driverPage.getByRole('link', { name: 'Your jobs and shares' }).click();
    await expect(driverPage).toHaveURL(`/users/${driver.id}/jobs`);
    await driverPage.getByRole('tab', { name: /Attachments/ }).click();
    await expect(driverPage).toHaveURL(`/users/${driver.id}/user-attachments`);
    await expect(driverPage.getByRole('heading', { name: 'Your account' })).toBeVisible();
  } finally {
    await driverPage.close();
    await driver.remove();
  }
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`a visitor sees the public home at ${width} px, opens the FAQ and starts a quote`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/?utm_source=newsletter&page=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chauffeured rides and airport transfers');
    await expect(page).toHaveTitle('Livery');
    // SPEC §9: a canonical link without the parameters that do not make the page, the SEO title, a description.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Livery');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Welcome to Livery/);
    const call = page.getByRole('link', { name: /^Call \+1/ });
    await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('heading', { name: 'When to reach us' })).toBeVisible();

    // The server's page (decision 064): the FAQ is <details>, opened without any script.
    const answer = page.getByText(/^We track your flight/);
    await expect(answer).toBeHidden();
    await page.getByRole('heading', { name: 'What happens if my flight is delayed?' }).click();
    await expect(answer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `home-public-${width}`);

    await page.getByRole('link', { name: 'Get a quote' }).first().click();
    await expect(page).toHaveURL(/\/reservation\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/reservation\/create$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Create Reservation – Livery');
  });
}
