import { expect, test } from '@playwright/test';
import { authHeader, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { saveScreenshot, signIn, waitForQuietNetwork } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { rowMenu } from '../support/row-menu';

/**
 * Issue 38 item 28 (decision 084): at 390 px every list is cards — the catalogue lists, the people and the settings'
 * lists as the trips already were — each card its row's columns under their headers, with the row's "⋮" menu.
 */

const PHONE = { width: 390, height: 844 };

/** Each list screen and its list's name. */
const LISTS: readonly [path: string, name: string][] = [
  ['/cars', 'Cars'],
  ['/surges', 'Surges'],
  ['/discount-codes', 'Discount Codes'],
  ['/addons', 'Addons'],
  ['/affiliates', 'Affiliates'],
  ['/customers', 'Customers'],
  ['/drivers', 'Drivers'],
  ['/static-pages', 'Static Pages'],
  ['/settings/roles', 'Roles'],
  ['/settings/permissions', 'Permissions'],
  ['/settings/users-with-roles', 'Users with roles'],
];

test('at 390 px an affiliate is a card of its columns with its menu, and is edited from it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  const name = `Phone Partner ${uniqueName()}`;
  const created = await page.request.post('/api/v1/affiliates', { headers: await authHeader(page), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  try {
    await page.goto(`/affiliates?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('list', { name: 'Affiliates' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(card.getByRole('term')).toHaveText(['Created At']);
    await expect(card.getByRole('definition')).toHaveText([/^\d{4}-\d{2}-\d{2}$/]);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'lists-affiliates-cards-390');
    await (await rowMenu(page, name)).getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: /Edit affiliate/i })).toBeVisible();
  } finally {
    await page.request.delete(`/api/v1/affiliates/${id}`, { headers: await authHeader(page) });
  }
});

test('at 390 px every catalogue, people and settings list is cards, with nothing to scroll sideways', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin');
  for (const [path, name] of LISTS) {
    await page.goto(path);
    const cards = page.getByRole('list', { name, exact: true });
    // A list another test emptied says so instead.
    await expect(cards.or(page.getByText('Nothing here yet')), path).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table'), path).toHaveCount(0);
    if (await cards.isVisible()) {
      const first = cards.getByRole('listitem').first();
      await expect(first.getByRole('button', { name: /^Actions for / }), path).toBeVisible();
    }
    await waitForQuietNetwork(page);
    await expectNoSidewaysScroll(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
    await saveScreenshot(page, `lists-cards-390${path.replaceAll('/', '-')}`);
  }
});
