import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page scrolls sideways: the page is no wider than its window (a phone's width is the page's). Polled,
 * because a page laid out again after a resize or a theme change settles over a frame or two.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the page'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${what}: wider than the window by (px)`,
    })
    .toBeLessThanOrEqual(0);
}
