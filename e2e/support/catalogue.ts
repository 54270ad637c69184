import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Helpers the catalogue list tests share (cars, surges, addons, discount codes). */
export const table = (page: Page) => page.getByRole('table');
export const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
export const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text).first();
export const field = (page: Page, label: string) =>
  page.getByRole('dialog').getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

export async function expectColumns(page: Page, headers: string[]) {
  const names = await table(page).getByRole('columnheader').allInnerTexts();
  expect(names.map((n) => n.trim()).filter(Boolean)).toEqual(headers);
}

/** The texts of one column's cells, top to bottom (the column found by its header). */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = (await table(page).getByRole('columnheader').allInnerTexts()).map((n) => n.trim());
  const index = headers.indexOf(header);
  expect(index, `a "${header}" column`).toBeGreaterThanOrEqual(0);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/**
 * Picks a value of a select filter above the table and waits until the select shows it. The menu's grow
 * transition can move the option while the list refreshes behind it, so a click that lands on a neighbour
 * is retried rather than forced.
 */
export async function chooseFilter(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Clicks Export CSV and answers the downloaded file's name and lines. */
export async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), lines: text.split('\r\n').filter(Boolean) };
}

export async function save(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
}

export async function deleteRow(page: Page, text: string, title: string, message: string) {
  await row(page, text)
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByRole('dialog')).toContainText(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(row(page, text)).toHaveCount(0);
}
