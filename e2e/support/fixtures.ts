import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { ARTIFACTS_DIR, USERS } from './constants';

export type DemoUser = keyof typeof USERS;

/** Signs in through the sign-in page, as a person would, and waits for home. */
export async function signIn(
  page: Page,
  who: DemoUser | { email: string; password: string },
  redirect?: string,
): Promise<void> {
  const { email, password } = typeof who === 'string' ? USERS[who] : who;
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Saves a full-page screenshot among the artifacts CI keeps. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png`, fullPage: true });
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
