import { expect, type FrameLocator, type Page } from '@playwright/test';
import { businessTimeIn } from './bookings';

/** Where the wizard is: the page, or the booking widget's frame inside another site's page. */
type Scope = Page | FrameLocator;

/** The booking wizard's step heading: "Step 2 of 5: Cars and price" (4 steps when changing a trip). */
export const stepHeading = (page: Scope, name: string) =>
  page.getByRole('heading', { name: new RegExp(`^Step \\d of [45]: ${name}$`) });

/** The wizard's live price, beside the form (below it on a phone). */
export const explainer = (page: Scope) => page.getByRole('region', { name: 'Price', exact: true });

/**
 * Opens a select or autocomplete by its label and clicks the option, until the list has closed on it: a click that
 * lands while MUI's menu is still opening is dropped (seen once in CI, the menu left open over the next field), so
 * the choice is tried again rather than the next step waiting behind the open menu.
 */
export async function chooseOption(page: Scope, field: string, option: string | RegExp) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await page.getByRole('combobox', { name: field }).click({ timeout: 5_000 });
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The business's date `days` from now (`YYYY-MM-DD`), as the pickup date field takes it. */
export const inDays = (days: number) => businessTimeIn(days * 24 * 60).slice(0, 10);
