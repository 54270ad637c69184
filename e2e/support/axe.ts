import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
