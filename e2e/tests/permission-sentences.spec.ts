import { PERMISSION_SENTENCES } from '@livery/domain';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { columnTexts, table } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * Issue 38 item 23 (decision 084): the permissions editor says in a sentence what each key lets its holder do — beside
 * every checkbox of a role's permissions, and in the permissions list. The test only reads (it closes with Cancel).
 */

const SIX_HOURS = 'reservations:create-withIn-six-hours';

test('an admin reads what each permission allows beside its key, in a role’s permissions and in the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/settings/roles?search=dispatcher');
  await table(page)
    .getByRole('row')
    .filter({ hasText: 'dispatcher' })
    .getByRole('button', { name: 'Assign permissions' })
    .click();
  const assign = page.getByRole('dialog', { name: /^Permissions of dispatcher/i });
  const sixHours = assign.getByRole('checkbox', { name: SIX_HOURS, exact: true });
  await expect(sixHours).toHaveAccessibleDescription(PERMISSION_SENTENCES[SIX_HOURS]);
  await expect(assign.getByText(PERMISSION_SENTENCES['reservations:record-payment'])).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'permission-sentences-assign-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sixHours).toBeVisible();
  await saveScreenshot(page, 'permission-sentences-assign-390');
  await assign.getByRole('button', { name: 'Cancel' }).click();
  await expect(assign).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/settings/permissions?search=${encodeURIComponent('reservations:create-withIn')}`);
  await expect(table(page).getByRole('row').filter({ hasText: SIX_HOURS })).toContainText(
    PERMISSION_SENTENCES[SIX_HOURS],
  );
  expect(await columnTexts(page, 'What it allows')).toContain(PERMISSION_SENTENCES[SIX_HOURS]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'permission-sentences-list-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Permissions' })).toContainText(PERMISSION_SENTENCES[SIX_HOURS]);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'permission-sentences-list-390');
});
