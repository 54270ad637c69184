import type { Page } from '@playwright/test';
import { businessTimeIn } from './bookings';

/** The booking wizard's step heading: "Step 2 of 5: Cars and price" (4 steps when changing a trip). */
export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name: new RegExp(`^Step \\d of [45]: ${name}$`) });

/** The wizard's live price, beside the form (below it on a phone). */
export const explainer = (page: Page) => page.getByRole('region', { name: 'Price', exact: true });

/** Opens a select or autocomplete by its label and clicks the option. */
export async function chooseOption(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The business's date `days` from now (`YYYY-MM-DD`), as the pickup date field takes it. */
export const inDays = (days: number) => businessTimeIn(days * 24 * 60).slice(0, 10);
