import { ADDRESS_MESSAGES, MILES_PRECISION_LABELS, MILES_PRECISION_WORDS } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { chooseOption, explainer, inDays, stepHeading, VISITOR_WIZARD } from '../support/wizard';

/**
 * Book to any address (issue 25, decision 059), on the embedded lookup (the e2e server sets no GEOCODER_URL): a
 * visitor quotes a street address with its ZIP code without typing miles; an address nothing can place is refused on
 * its field; a customer's second booking offers the first one's address first, and they name it on their profile;
 * staff read how exactly the miles were measured.
 */

/** A street of the test's own in Manhattan (ZIP 10118), so parallel runs never share an address. */
const streetAddress = () => `${100 + Math.floor(Math.random() * 800)} ${uniqueName()} Ave, New York, NY 10118`;

test('a visitor quotes a street address with its ZIP code on a phone, and an address nothing places is refused on its field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The wizard itself (the bare address is the server's first step: fresh-visitor journeys cover it).
  await page.goto(VISITOR_WIZARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /Miles/ })).toHaveCount(0);

  await page.getByRole('radio', { name: 'To airport' }).check();
  const pickUp = page.getByRole('combobox', { name: 'Pickup address' });
  const address = streetAddress();
  await pickUp.fill(address);
  // The embedded lookup places it by its ZIP code, and says so.
  const zipOption = page.getByRole('option', { name: /ZIP 10118, New York, NY/ });
  await expect(zipOption).toBeVisible();
  await expectNoSidewaysScroll(page, 'the suggestions');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'any-address-390-suggestions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pickUp).toHaveValue(address);

  await chooseOption(page, 'Drop-off airport', 'LaGuardia Airport (LGA)');
  await chooseOption(page, 'Drop-off terminal', 'LGA Terminal B');
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(5));
  await page.getByLabel('Pickup time').fill('07:15');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  await page.getByRole('button', { name: 'One Sedan more' }).click();
  const price = explainer(page);
  await expect(price).toHaveAttribute('aria-busy', 'false');
  await expect(price.getByTestId('quote-total')).toHaveText(/^\$\d/);
  // Plain words for a visitor: no "ZIP code centre".
  await expect(price.getByText(MILES_PRECISION_WORDS.zip).first()).toBeVisible();
  await expect(price.getByText(MILES_PRECISION_LABELS.zip)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'any-address-390-price');

  // The price the server gives this trip: the same address, placed by the server (the browser sends no coordinates).
  const quoted = await page.request.post('/api/v1/reservations/quote', {
    data: {
      tripType: 'to-airport',
      pickUp: { address },
      dropOff: { placeId: await terminalId(page, 'LGA', 'LGA Terminal B'), address: 'LGA Terminal B' },
      pickUpAt: `${inDays(5)}T07:15`,
      passengers: 1,
      cars: [{ carId: await sedanId(page), count: 1 }],
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const leg = (await quoted.json()).data.legs[0];
  expect(leg).toMatchObject({ milesPrecision: 'zip', milesSource: 'great-circle' });
  await expect(price).toContainText(`${leg.miles} mi`);

  // Back to step 1: an address with no ZIP code and no known city is refused, with what to add.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await pickUp.fill('The blue house by the old mill');
  await page.getByRole('button', { name: 'Next' }).click();
  // The price says so at once; Next takes the person back to the field at fault.
  await expect(price.getByText(ADDRESS_MESSAGES.unplaceable)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await expect(pickUp).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(ADDRESS_MESSAGES.unplaceable).first()).toBeVisible();
  await saveScreenshot(page, 'any-address-390-refused');
});

test("a customer's second booking offers the first booking's address first; they name it, and staff read the precision", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const customer = await createAccount(page, 'customer');
  const address = streetAddress();
  try {
    // The first booking: the office books it for the customer, to a street address they typed on the phone.
    const first = await bookByApi(page, {
      pickUpInMinutes: 5 * 24 * 60,
      dropOffAddress: address,
      details: { customerId: customer.id },
    });
    const saved = await page.request.get(`/api/v1/reservations/${first.id}`, { headers: await authHeader(page) });
    expect((await saved.json()).data).toMatchObject({ milesPrecision: 'zip', dropOffLocation: address });

    // Staff read how exactly its miles were measured.
    await page.goto(`/reservation/details/${first.id}`);
    await expect(page.getByText(MILES_PRECISION_LABELS.zip).first()).toBeVisible();
    await saveScreenshot(page, 'any-address-1280-staff-precision');

    // The customer, on a phone: their saved address is the first suggestion of an empty drop-off field.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signIn(phone, customer, '/reservation/create?isGettingAQuote=false');
    await phone.getByRole('button', { name: 'Start over' }).click();
    await expect(stepHeading(phone, 'Trip')).toBeVisible();
    await chooseOption(phone, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
    await chooseOption(phone, 'Pickup terminal', 'JFK Terminal 4');
    const dropOff = phone.getByRole('combobox', { name: 'Drop-off address' });
    await dropOff.click();
    const options = phone.getByRole('option');
    await expect(options.first()).toContainText(address);
    await expect(options.first()).toContainText('Saved');
    await saveScreenshot(phone, 'any-address-390-saved-first');
    await options.first().click();
    await expect(dropOff).toHaveValue(address);
    await phone.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(6));
    await phone.getByLabel('Pickup time').fill('10:00 AM');
    await phone.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(phone, 'Cars and price')).toBeVisible();
    await phone.getByRole('button', { name: 'One Sedan more' }).click();
    await expect(explainer(phone).getByTestId('quote-total')).toHaveText(/^\$\d/);
    await expect(explainer(phone).getByText(MILES_PRECISION_WORDS.zip).first()).toBeVisible();

    // Their address book on their profile: named Home, it is suggested as Home.
    await phone.goto(`/users/${customer.id}/profile-info`);
    const book = phone.getByRole('region', { name: 'Saved addresses' });
    await expect(book.getByText(address)).toBeVisible();
    await book.getByRole('button', { name: `Name ${address}` }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Home');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(book.getByText('Home', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'any-address-390-address-book');
    const listed = await phone.request.get('/api/v1/account/addresses', { headers: await authHeader(phone) });
    expect((await listed.json()).dataItems).toMatchObject([{ label: 'Home', address, precision: 'zip' }]);

    // Deleted, it is no longer suggested.
    await book.getByRole('button', { name: `Delete ${address}` }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(book.getByText('Addresses you book to are saved here.')).toBeVisible();
    const after = await phone.request.get('/api/v1/places/suggestions?q=', { headers: await authHeader(phone) });
    expect(((await after.json()).dataItems as { kind: string }[]).some((s) => s.kind === 'saved')).toBe(false);
    await context.close();
  } finally {
    await customer.remove();
  }
});

async function terminalId(page: Page, code: string, name: string): Promise<number> {
  const answer = await page.request.get('/api/v1/airports?includeLocations=true');
  const airports = (await answer.json()).dataItems as { code: string; terminals: { id: number; name: string }[] }[];
  const id = airports.find((a) => a.code === code)?.terminals.find((t) => t.name === name)?.id;
  if (!id) throw new Error(`the seeded ${name}`);
  return id;
}

async function sedanId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/v1/cars/available');
  const id = ((await answer.json()).dataItems as { id: number; name: string }[]).find((c) => c.name === 'Sedan')?.id;
  if (!id) throw new Error('the seeded Sedan');
  return id;
}
