import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeader, createAccount, removeListed, uniqueName, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi, businessTimeIn } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { messagesTo } from '../support/mail';
import { expectNoSidewaysScroll } from '../support/layout';
import { chooseOption, explainer, stepHeading } from '../support/wizard';

/**
 * The booking wizard's hand-overs (issue 22, decision 055): a dispatcher books for a customer and an affiliate chosen
 * in step 3, and the trip is the customer's; a change of a trip with an addon is saved at the price it showed, and
 * its driver is told.
 */

/** Nothing wider than the window: the page does not scroll sideways. */
/** The screen at a phone's width too: looked at, nothing scrolling sideways, no axe violation. */
async function atBothWidths(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An affiliate of the test's own, made through the API by the signed-in page. */
async function createAffiliate(page: Page): Promise<string> {
  const name = `Desk ${uniqueName()}`;
  const created = await page.request.post('/api/v1/affiliates', { headers: await authHeader(page), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

/** A page of its own (its own cookies, as another browser), signed in as this account. */
async function browserOf(browser: Browser, account: TestAccount, redirect?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account, redirect);
  return page;
}

test('a dispatcher books for an existing customer and affiliate, moving focus about, and the customer sees the trip', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const customer = await createAccount(page, 'customer', { phoneNumber: '+1 646 555 0161' });
  const affiliate = await createAffiliate(page);
  const chosen = `${customer.firstName} ${customer.lastName} (${customer.email})`;
  try {
    await page.goto('/reservation/create?isGettingAQuote=false');
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(stepHeading(page, 'Trip')).toBeVisible();
    await chooseOption(page, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
    await chooseOption(page, 'Pickup terminal', 'JFK Terminal 4');
    await page.getByRole('combobox', { name: 'Drop-off address' }).fill('Empire');
    await page.getByRole('option', { name: /Empire State Building/ }).click();
    const [pickUpDate] = businessTimeIn(6 * 24 * 60).split('T');
    await page.getByRole('textbox', { name: 'Pickup date' }).fill(pickUpDate!);
    await page.getByLabel('Pickup time').fill('09:15');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible();
    await page.getByRole('button', { name: 'One Sedan more' }).click();
    await expect(explainer(page)).toHaveAttribute('aria-busy', 'false');
    await expect(explainer(page).getByTestId('quote-total')).toHaveText(/^\$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Customer')).toBeVisible();

    // Step 3: the customer and the affiliate chosen, then focus moved about as a person tabbing through does.
    const search = page.getByRole('combobox', { name: 'Existing customer' });
    await search.fill(customer.lastName);
    await page.getByRole('option', { name: chosen }).click();
    await page.getByRole('textbox', { name: 'Hotel name (optional)' }).click();
    await expect(page.getByText(`Chosen: ${chosen}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Affiliate (optional)' }).fill(affiliate);
    await page.getByRole('option', { name: affiliate }).click();
    await page.getByRole('textbox', { name: 'Comments for the chauffeur (optional)' }).click();
    await search.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.getByRole('textbox', { name: 'Name', exact: true }).click();
    await expect(page.getByText(`Chosen: ${chosen}`)).toBeVisible();
    await expect(page.getByText(`Chosen: ${affiliate}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear the chosen customer' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email);
    await atBothWidths(page, 'booking-journey-customer');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
    // The terms are a page of their own (seeded on the first start, editable), opened in a new tab.
    const terms = page.getByRole('link', { name: /Read the booking terms/ });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    const termsPage = await browser.newPage();
    await termsPage.goto('/terms');
    await expect(termsPage.getByRole('heading', { name: 'Booking terms' }).first()).toBeVisible();
    await termsPage.close();
    await page.getByRole('checkbox', { name: /accept the booking terms/ }).check();
    await atBothWidths(page, 'booking-journey-summary');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Book without payment' }).click();
    const booked = page.getByRole('heading', { name: /^Booked: A\d+$/ });
    await expect(booked).toBeVisible();
    const number = ((await booked.textContent()) ?? '').replace('Booked: ', '');
    const id = Number(number.slice(1));

    // Saved with both: what the server holds, not what the screen showed.
    const details = await page.request.get(`/api/v1/reservations/${id}`, { headers: await authHeader(page) });
    expect(details.status()).toBe(200);
    expect((await details.json()).data).toMatchObject({ customerId: customer.id, affiliateName: affiliate });

    // The customer finds it among their trips: through the API, and signed in as them.
    const theirs = await browserOf(browser, customer);
    const listed = await theirs.request.get('/api/v1/reservations?limit=100', { headers: await authHeader(theirs) });
    expect(listed.status()).toBe(200);
    expect(((await listed.json()).dataItems as { id: number }[]).map((r) => r.id)).toContain(id);
    await theirs.goto(`/users/${customer.id}/user-reservations`);
    await expect(theirs.getByRole('link', { name: number }).first()).toBeVisible();
    await theirs.getByRole('link', { name: number }).first().click();
    await expect(theirs).toHaveURL(new RegExp(`/trips/${id}$`));
    await expect(theirs.getByText(number).first()).toBeVisible();
    await theirs.context().close();
  } finally {
    await removeListed(page, 'affiliates', 'name', affiliate);
    await customer.remove();
  }
});

test('a trip with an addon changed in time: the price shown before saving is the amount saved, and its driver is told', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  const driver = await createAccount(page, 'driver');
  const addonName = `Child seat ${uniqueName()}`;
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 4 * 24 * 60 });
    const addon = await page.request.post('/api/v1/addons', {
      headers,
      data: { name: addonName, amount: 15, percentage: null, isActive: true },
    });
    expect(addon.status(), await addon.text()).toBe(201);
    const read = async () =>
      (await (await page.request.get(`/api/v1/reservations/${booked.id}`, { headers })).json()).data as {
        version: number;
        amount: number;
        cars: { slots: { id: number }[] }[];
        history: { reason: string | null }[];
      };
    const added = await page.request.post(`/api/v1/reservations/${booked.id}/addons`, {
      headers,
      data: { addonId: (await addon.json()).data.id, version: (await read()).version },
    });
    expect(added.status(), await added.text()).toBe(200);
    const before = await read();
    const assigned = await page.request.put(`/api/v1/reservations/${booked.id}/drivers`, {
      headers,
      data: { version: before.version, slots: [{ slotId: before.cars[0]!.slots[0]!.id, driverId: driver.id }] },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await page.goto(`/reservation/update/${booked.id}`);
    await expect(stepHeading(page, 'Trip')).toBeVisible();
    const time = page.getByLabel('Pickup time');
    // The field shows the business's clock (decision 089); 16:40 and 17:40 need no AM or PM to be typed.
    const newTime = (await time.inputValue()) === '4:40 PM' ? '17:40' : '16:40';
    await time.fill(newTime);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Cars and price')).toBeVisible();
    await expect(explainer(page)).toHaveAttribute('aria-busy', 'false');
    // The change's price is the save's: the addon is among its lines.
    await expect(explainer(page).getByText(addonName)).toBeVisible();
    const shown = (await explainer(page).getByTestId('quote-total').textContent()) ?? '';
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Customer')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Summary and terms')).toBeVisible();
    await expect(page.getByText(`now ${shown}`)).toBeVisible();
    await atBothWidths(page, 'booking-journey-update-summary');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: `Changes saved: ${booked.number}` })).toBeVisible();

    const after = await read();
    expect(`$${after.amount.toFixed(2)}`).toBe(shown);
    // The new pickup as the business writes times (12- or 24-hour): the minutes typed are in it.
    expect(after.history[0]?.reason).toMatch(new RegExp(`^Changed: pickup .+ → .+:${newTime.slice(3)}`));
    await expect
      .poll(() => messagesTo(driver.email).some((m) => m.includes(`Trip ${booked.number} changed`)), {
        timeout: 15_000,
      })
      .toBe(true);
  } finally {
    await removeListed(page, 'addons', 'name', addonName);
    await driver.remove();
  }
});
