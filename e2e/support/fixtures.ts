import { mkdirSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ARTIFACTS_DIR, USERS } from './constants';

export type DemoUser = keyof typeof USERS;

/**
 * Signs in through the sign-in page, as a person would, and waits for the dashboard: the page is the server's form
 * (decision 067), which loads the dashboard anew at `redirect` (or home), so this waits for that document to load and
 * for the signed-in top bar, drawn once the session is restored.
 */
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
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Saves a full-page screenshot among the artifacts CI keeps. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png`, fullPage: true });
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The live events' stream (decision 049): open for as long as someone is signed in, so never "idle". */
const isLiveStream = (url: string) => new URL(url).pathname === '/api/v1/events';

/**
 * What `waitForLoadState('networkidle')` did before the live events: resolves once no request but the live stream
 * has been in flight for `quietMs` (the screen's lazy chunk and queries have settled).
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  const inFlight = new Set<object>();
  const started = (request: { url(): string }) => {
    if (!isLiveStream(request.url())) inFlight.add(request);
  };
  const ended = (request: object) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
    throw new Error(`the network was still busy after ${timeoutMs} ms`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A phone (390 px) with JavaScript off, and every script its pages ask for: the server's pages need none. */
export async function phoneWithoutScript(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { context, page, scripts };
}
