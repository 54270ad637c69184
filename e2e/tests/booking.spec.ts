import { STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { uniqueName } from '../support/accounts';
import { saveScreenshot, signIn } from '../support/fixtures';
import { chooseOption, explainer, inDays, stepHeading, VISITOR_WIZARD } from '../support/wizard';

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/**
 * A business date `days` from today, `YYYY-MM-DD`. The seeded WELCOME10 runs to December 31 of this year, so on the
 * last days of a year the dates below fall outside it (the code line then says why it does not apply).
 */

const leg = (scope: Locator, name: 'Outbound' | 'Return') =>
  scope.getByRole('region', { name: new RegExp(`^${name} · `) });

/** Types into a place field and picks the known place suggested. */
async function pickPlace(page: Page, field: string, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** The lines of a leg as text: label, amount, explanation. */
const linesOf = (legRegion: Locator) => legRegion.getByRole('listitem').allTextContents();

/** "$1,234.50" or "-$8.50" → cents. */
const cents = (money: string) => {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(money);
  if (!match) throw new Error(`no amount in ${money}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));
};

test('a dispatcher quotes a round trip from a JFK terminal with two stops, WELCOME10 and 20 %, then books it unpaid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const unique = uniqueName();
  const passenger = `Walk-in ${unique}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher', '/reservation/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();

  // Step 1: the trip.
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Point to point' })).toBeVisible(); // dispatchers may
  await expect(page.getByRole('spinbutton', { name: 'Miles (optional)' })).toBeVisible(); // staff may set miles
  await chooseOption(page, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
  await chooseOption(page, 'Pickup terminal', 'JFK Terminal 4');
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await pickPlace(page, 'Stop 1', 'Grand Central', /Grand Central Terminal/);
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await pickPlace(page, 'Stop 2', 'Rockefeller', /Rockefeller Center/);
  await pickPlace(page, 'Drop-off address', 'Empire', /Empire State Building/);
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(3));
  await page.getByLabel('Pickup time').fill('10:00 AM');
  await page.getByRole('spinbutton', { name: 'Passengers' }).fill('2');
  await page.getByLabel(/Round trip/).check();
  await page.getByRole('textbox', { name: 'Return date' }).fill(inDays(4));
  await page.getByLabel('Return time').fill('18:30');
  await expect(explainer(page).getByText('Choose at least one car')).toBeVisible();
  await expectAccessible(page, 'step 1');
  await saveScreenshot(page, 'booking-1280-1-trip');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the car, the code and the gratuity, priced live beside the form.
  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  await page.getByRole('button', { name: 'One Sedan more' }).click();
  await page.getByRole('radio', { name: '20%' }).check();
  await page.getByRole('textbox', { name: 'Discount code (optional)' }).fill('WELCOME10');
  const price = explainer(page);
  const outbound = leg(price, 'Outbound');
  const back = leg(price, 'Return');
  await expect(outbound.getByText('Code WELCOME10')).toBeVisible();
  await expect(back.getByText('Gratuity 20%')).toBeVisible();
  await expect(price).toHaveAttribute('aria-busy', 'false');

  const outboundLines = await linesOf(outbound);
  const returnLines = await linesOf(back);
  for (const [lines, labels] of [
    [outboundLines, ['Sedan × 1', 'Code WELCOME10', 'Gratuity 20%', 'Extra stops × 2']],
    [returnLines, ['Sedan × 1', 'Code WELCOME10', 'Gratuity 20%']],
  ] as const) {
    expect(lines).toHaveLength(labels.length);
    labels.forEach((label, i) => {
      expect(lines[i]).toContain(label);
      expect(lines[i]).toMatch(/\$[\d,]+\.\d{2}/); // its amount
      expect(lines[i]).toMatch(/=/); // where the number came from
    });
  }
  // Every line explains a part of the total: the lines add up to it.
  const total = cents((await price.getByTestId('quote-total').textContent()) ?? '');
  const lineCents = [...outboundLines, ...returnLines].map(cents); // the first amount of a line is its own
  expect(lineCents.reduce((sum, c) => sum + c, 0)).toBe(total);
  await expectAccessible(page, 'step 2');
  await saveScreenshot(page, 'booking-1280-2-price');
  await page.getByRole('button', { name: 'Next' }).click();

  // Quote mode skips the customer: the summary, then Proceed.
  await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
  await expect(page.getByText('This is a quote: nothing is booked yet.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'step 4 (quote)');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/isGettingAQuote=false/);

  // Step 3: a walk-in customer of this test's own.
  await expect(stepHeading(page, 'Customer')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Existing customer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Affiliate/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(passenger);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`walk-in-${unique}@example.com`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 212 555 0142');
  await page.getByRole('textbox', { name: 'Flight number (optional)' }).fill('DL 402');
  await page.getByRole('textbox', { name: 'Airline (optional)' }).fill('Delta');
  await expectAccessible(page, 'step 3');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the terms.
  await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
  await expect(page.getByText(passenger)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please accept the terms to book').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /accept the booking terms/ }).check();
  await expectAccessible(page, 'step 4');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: PayPal's buttons, and booking without payment for staff who may.
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByTestId('paypal-button')).toBeVisible();
  await expectAccessible(page, 'step 5');
  await saveScreenshot(page, 'booking-1280-5-payment');
  await page.getByRole('button', { name: 'Book without payment' }).click();

  const booked = page.getByRole('heading', { name: /^Booked: A\d+ and A\d+$/ });
  await expect(booked).toBeVisible();
  const [outboundNumber, returnNumber] = ((await booked.textContent()) ?? '').match(/A\d+/g) ?? [];
  await expect(page.getByRole('region', { name: `Outbound ${outboundNumber}` })).toContainText('Status: Not paid yet');
  await expect(page.getByRole('region', { name: `Return ${returnNumber}` })).toContainText('Status: Not paid yet');
  await expect(page.getByText('The trip is booked; nothing is paid yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: outboundNumber! })).toHaveAttribute(
    'href',
    `/reservation/details/${outboundNumber!.slice(1)}`,
  );
  await expectAccessible(page, 'booked');
  await saveScreenshot(page, 'booking-1280-6-booked');

  // The wizard starts afresh afterwards.
  await page.getByRole('button', { name: 'Book another trip' }).click();
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Drop-off address' })).toHaveValue('');
});

test('a customer books a one-way trip and pays through the PayPal buttons', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'customer', '/reservation/create?isGettingAQuote=false');
  await page.getByRole('button', { name: 'Start over' }).click();

  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await chooseOption(page, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
  await chooseOption(page, 'Pickup terminal', 'JFK Terminal 4');
  await pickPlace(page, 'Drop-off address', 'Empire', /Empire State Building/);
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(7));
  await page.getByLabel('Pickup time').fill('09:30');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  await page.getByRole('button', { name: 'One Sedan more' }).click();
  const total = explainer(page).getByTestId('quote-total');
  await expect(total).toHaveText(/^\$\d/);
  await expect(explainer(page)).toHaveAttribute('aria-busy', 'false');
  const price = (await total.textContent()) ?? '';
  await page.getByRole('button', { name: 'Next' }).click();

  // A customer books for themselves: their own details, a phone number to reach them.
  await expect(stepHeading(page, 'Customer')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('customer@livery.test');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 212 555 0102');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
  await page.getByRole('checkbox', { name: /accept the booking terms/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: PayPal's buttons from the SDK at the configured URL; a customer may not book unpaid.
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  const pay = page.getByTestId('paypal-button');
  await expect(pay).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book without payment' })).toHaveCount(0);
  await expect(page.getByText(`${price} is charged`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'step 5 (PayPal)');
  await saveScreenshot(page, 'booking-1280-5-paypal');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pay).toBeVisible();
  await saveScreenshot(page, 'booking-390-5-paypal');
  await page.setViewportSize({ width: 1280, height: 900 });
  await pay.click();

  const booked = page.getByRole('heading', { name: /^Booked: A\d+$/ });
  await expect(booked).toBeVisible();
  const [number] = ((await booked.textContent()) ?? '').match(/A\d+/) ?? [];
  const reservation = page.getByRole('region', { name: `Reservation ${number}` });
  await expect(reservation).toContainText('Status: Booked');
  await expect(reservation).toContainText('Paid by PayPal');
  await expect(page.getByRole('alert').first()).toContainText('The trip is booked and paid.');
  await expectAccessible(page, 'booked (PayPal)');
  await saveScreenshot(page, 'booking-1280-6-paid');
});

test('a visitor who is not signed in gets a quote on a phone, and is asked to sign in to book it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The wizard itself (the bare address is the server's first step: fresh-visitor journeys cover it).
  await page.goto(VISITOR_WIZARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  // Visitors book from or to an airport, and pick known places (no miles by hand).
  await expect(page.getByRole('radio', { name: 'Point to point' })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Miles (optional)' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'To airport' }).check();
  await pickPlace(page, 'Pickup address', 'Plaza', /The Plaza Hotel/);
  await chooseOption(page, 'Drop-off airport', 'LaGuardia Airport (LGA)');
  await chooseOption(page, 'Drop-off terminal', 'LGA Terminal B');
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(5));
  await page.getByLabel('Pickup time').fill('07:15');
  await saveScreenshot(page, 'booking-390-1-trip');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  // Nobody is met at the airport on a one-way trip to it.
  await expect(page.getByRole('checkbox', { name: 'Meet & greet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'One SUV more' }).click();
  const price = explainer(page);
  await expect(leg(price, 'Outbound').getByText('SUV × 1')).toBeVisible();
  await expect(price.getByTestId('quote-total')).toHaveText(/^\$\d/);
  // On a phone the price sits below the form.
  const form = await page.getByRole('region', { name: /Step 2 of 5/ }).boundingBox();
  const aside = await price.boundingBox();
  expect(aside!.y).toBeGreaterThan(form!.y + form!.height - 1);
  await saveScreenshot(page, 'booking-390-2-price');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
  await saveScreenshot(page, 'booking-390-4-summary');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(stepHeading(page, 'Customer')).toBeVisible();
  const signInLink = page.getByRole('link', { name: 'Sign in to book' });
  await expect(signInLink).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/reservation/create?isGettingAQuote=false')}`,
  );
  await expect(page.getByRole('button', { name: 'Create an account' })).toBeVisible();
  await saveScreenshot(page, 'booking-390-3-sign-in');

  // Signing in comes back to the same trip, on the customer step, the customer's details filled in.
  await signInLink.click();
  await page.getByLabel('Email').fill('customer@livery.test');
  await page.getByLabel('Password').first().fill('Livery-customer-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(stepHeading(page, 'Customer')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('customer@livery.test');
  await expect(page.getByRole('combobox', { name: 'Existing customer' })).toHaveCount(0);
  await expect(explainer(page).getByText('SUV × 1').first()).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`every step of the wizard has no serious accessibility violation (${mode} theme)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      `${STORAGE_PREFIX}theme`,
      mode,
    ] as const);
    // The wizard itself (the bare address is the server's first step: fresh-visitor journeys cover it).
    await page.goto(VISITOR_WIZARD);
    await expect(stepHeading(page, 'Trip')).toBeVisible();
    // Every message of step 1 on screen at once.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    await expectAccessible(page, `${mode}: step 1 with its messages`);

    await chooseOption(page, 'Pickup airport', 'Newark Liberty International Airport (EWR)');
    await chooseOption(page, 'Pickup terminal', 'EWR Terminal C');
    await pickPlace(page, 'Drop-off address', 'Barclays', /Barclays Center/);
    await page.getByRole('textbox', { name: 'Pickup date' }).fill(inDays(6));
    await page.getByLabel('Pickup time').fill('12:00 PM');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible();
    await page.getByRole('button', { name: 'One Sedan more' }).click();
    await page.getByRole('radio', { name: 'Custom amount' }).check();
    await page.getByRole('spinbutton', { name: 'Gratuity amount' }).fill('10');
    await page.getByRole('checkbox', { name: 'Meet & greet' }).check();
    await expect(leg(explainer(page), 'Outbound').getByText('Meet & greet')).toBeVisible();
    await expectAccessible(page, `${mode}: step 2`);
    await page.getByRole('textbox', { name: 'Discount code (optional)' }).fill('NO-SUCH-CODE');
    await expect(page.getByRole('textbox', { name: 'Discount code (optional)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page, `${mode}: step 2 with a refused code`);
    await page.getByRole('textbox', { name: 'Discount code (optional)' }).fill('');
    await expect(explainer(page)).toHaveAttribute('aria-busy', 'false');
    await expect(explainer(page).getByTestId('quote-total')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
    await expectAccessible(page, `${mode}: step 4`);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(stepHeading(page, 'Customer')).toBeVisible();
    await expectAccessible(page, `${mode}: step 3 (signed out)`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await expectAccessible(page, `${mode}: the sign-up dialog`);
  });
}
