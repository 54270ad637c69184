import { expect, test } from '@playwright/test';
import { mainNav, signIn } from '../support/fixtures';

test('a customer who types /affiliates lands on home and sees no Affiliates entry', async ({ page }) => {
  await signIn(page, 'customer');
  await expect(mainNav(page).getByRole('link', { name: 'Affiliates' })).toHaveCount(0);
  await page.goto('/affiliates');
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Livery');
});

test('a user who may only view affiliates sees the list without Add or row actions', async ({ page }) => {
  await signIn(page, 'affiliateViewer');
  await expect(mainNav(page).getByRole('link', { name: 'Affiliates' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Reservations' })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Affiliates' }).click();
  await page.getByLabel('Search affiliates').fill('Blue Line');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Blue Line Limousine' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^add/i })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('button', { name: /edit|delete/i })).toHaveCount(0);
});

test('a signed-out visitor who types /affiliates is asked to sign in and then taken there', async ({ page }) => {
  await page.goto('/affiliates');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faffiliates/);
  await page.getByLabel('Email').fill('admin@livery.test');
  await page.getByLabel('Password', { exact: false }).first().fill('Livery-admin-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/affiliates/);
  await expect(page).toHaveTitle('Livery - Affiliates');
});
