import type { Locator, Page } from '@playwright/test';

/**
 * Opens a row's "⋮" menu (lists whose row actions are a menu: the reservations list) and answers it, to pick
 * an action: `await (await rowMenu(page, 'A41')).getByRole('menuitem', { name: 'Cancel' }).click()`.
 */
export async function rowMenu(page: Page, rowName: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${rowName}`, exact: true }).click();
  return page.getByRole('menu', { name: `Actions for ${rowName}` });
}
