import { DEFAULT_TIME_FORMAT, formatClockTime } from '@livery/domain';
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

/**
 * A time `HH:MM` as a person types it on the seed's clock (12-hour: `10:00` → `10:00 AM`): a time field refuses an
 * hour from 1 to 12 without AM or PM (decision 089).
 */
export const onTheClock = (time: string) => formatClockTime(time, DEFAULT_TIME_FORMAT);

/** The business's date `days` from now (`YYYY-MM-DD`), as the pickup date field takes it. */
export const inDays = (days: number) => businessTimeIn(days * 24 * 60).slice(0, 10);

/**
 * The wizard itself, for a visitor: the bare `/reservation/create` is the server's first step as a plain form
 * (decision 067), which hands over to the wizard on Next; any query opens the wizard at once.
 */
export const VISITOR_WIZARD = '/reservation/create?isGettingAQuote=true';

export interface TripStartInput {
  /** The terminal's (or terminal-less airport's) option, e.g. "JFK Terminal 4". */
  airport: string;
  /** The other end, typed: a street address with its ZIP code, which the server places. */
  address: string;
  date: string;
  time: string;
  toAirport?: boolean;
}

/** Fills the server's first step (decision 067) — plain HTML controls, no suggestions — without pressing Next. */
export async function fillTripStart(page: Page, { airport, address, date, time, toAirport = false }: TripStartInput) {
  if (toAirport) await page.getByRole('radio', { name: 'To airport' }).check();
  const end = toAirport ? 'Drop-off' : 'Pickup';
  await page.getByRole('combobox', { name: `${end} airport and terminal` }).selectOption({ label: airport });
  await page.getByRole('textbox', { name: `${toAirport ? 'Pickup' : 'Drop-off'} address` }).fill(address);
  await page.getByLabel('Pickup date').fill(date);
  await page.getByLabel('Pickup time').fill(onTheClock(time));
}
