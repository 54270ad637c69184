import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 A and AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in every frame of the page that lacks it (a frame from another origin too), once per document.
 *
 * `@axe-core/playwright`'s `analyze()` evaluated axe's 550 kB source again on every call and ran its result in a new
 * blank page: about 2 s a check on this machine against 0.2 s for `axe.run` in a page that has axe already (issue 37:
 * the suite makes some 200 checks). This is its legacy mode, which tests frames through axe's own messages, with
 * the source given once per document.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(axe.source);
      // Frames of another origin (a payment processor's) answer the top frame's questions too.
      await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
    } catch {
      // A frame that went away (or navigated) meanwhile has nothing to check.
    }
  }
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** WCAG 2.2 A and AA rules; a serious or critical violation fails the screen. One line per violation found. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A menu or dialog still fading in or out is half-transparent: its text would fail the contrast check. Wait until
  // every transition and animation (MUI's are CSS transitions, listed by getAnimations) has finished.
  // A spinner's endless animation is left alone.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 10_000 },
  );
  await injectAxe(page);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await window.axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only what fails is reported in full: the rules passed are not listed node by node.
          resultTypes: ['violations'],
        })
      ).violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.targets.join(', ')}`);
}
