import { formatMoney, STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeader, createAccount, removeListed, uniqueName, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { toast } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';
import { messagesTo } from '../support/mail';
import { expectNoSidewaysScroll } from '../support/layout';
import { chooseOption, explainer, fillTripStart, inDays, onTheClock, stepHeading } from '../support/wizard';

/**
 * Issue 22's "Done when": every role's day, end to end, each journey from signing in to what another role then sees
 * — at a desk (1280 × 800, light theme) and on a phone (390 × 844, dark theme, so both themes meet axe). Every person
 * works in a browser of their own; the test makes its own people and trips and removes its people afterwards.
 */

interface Viewport {
  label: string;
  /** In the screenshots' names. */
  slug: string;
  width: number;
  height: number;
  theme: 'light' | 'dark';
}

const VIEWPORTS: readonly Viewport[] = [
  { label: 'at a desk (1280 × 800, light theme)', slug: '1280', width: 1280, height: 800, theme: 'light' },
  { label: 'on a phone (390 × 844, dark theme)', slug: '390', width: 390, height: 844, theme: 'dark' },
];

/** Someone in a browser of their own (cookies, storage) at this size and theme. */
async function personAt(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the app's pages do.
      }
    },
    [`${STORAGE_PREFIX}theme`, viewport.theme] as const,
  );
  return context.newPage();
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** A phone number of the test's own, so its driver's texts (at the carrier's gateway) are theirs alone. */
const phoneOfOwn = () =>
  `+1 917 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
/** Where a driver's texts go: the phone's ten digits at their carrier's gateway (createAccount's drivers: Verizon). */
const smsAddressOf = (driver: TestAccount) => `${driver.phoneNumber.replace(/\D/g, '').slice(-10)}@vtext.com`;

/** A browser's first page: the app's code and the screen's chunk load first (slow on a busy machine). */
const FIRST_LOAD = { timeout: 60_000 };

/** A business date `days` from today, `YYYY-MM-DD`. */

// ── The booking wizard ──────────────────────────────────────────────────────────────────────────────────────

/** Step 1: from JFK Terminal 4 to the Empire State Building, on `date` at `time`. */
async function fillTrip(page: Page, date: string, time: string) {
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await chooseOption(page, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
  await chooseOption(page, 'Pickup terminal', 'JFK Terminal 4');
  await page.getByRole('combobox', { name: 'Drop-off address' }).fill('Empire');
  await page.getByRole('option', { name: /Empire State Building/ }).click();
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(date);
  await page.getByLabel('Pickup time').fill(onTheClock(time));
}

/** Step 2: one Sedan, priced; answers the total on screen. */
async function chooseASedan(page: Page): Promise<string> {
  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  await page.getByRole('button', { name: 'One Sedan more' }).click();
  const total = explainer(page).getByTestId('quote-total');
  await expect(total).toHaveText(/^\$\d/);
  await expect(explainer(page)).toHaveAttribute('aria-busy', 'false');
  return (await total.textContent()) ?? '';
}

/** The heading "Booked: A12" → the trip's number and id. */
async function bookedTrip(page: Page): Promise<{ number: string; id: number }> {
  const booked = page.getByRole('heading', { name: /^Booked: A\d+$/ });
  await expect(booked).toBeVisible();
  const number = /A\d+/.exec((await booked.textContent()) ?? '')![0];
  return { number, id: Number(number.slice(1)) };
}

// ── The office's view through the API ───────────────────────────────────────────────────────────────────────
interface Details {
  id: number;
  number: string;
  status: string;
  customerId: number | null;
  affiliateId: number | null;
  email: string | null;
  pickUpDateTime: string | null;
  amount: number | null;
  paidAmount: number;
  balanceDue: number;
  version: number;
  cars: { slots: { id: number; driverId: number | null }[] }[];
  payments: { method: string; amount: number }[];
  refunds: { amount: number; status: string }[];
}

async function detailsOf(staff: Page, id: number): Promise<Details> {
  const answer = await staff.request.get(`/api/v1/reservations/${id}`, { headers: await authHeader(staff) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: Details }).data;
}

async function postAs<T>(staff: Page, path: string, data: object, status = 201): Promise<T> {
  const answer = await staff.request.post(`/api/v1${path}`, { headers: await authHeader(staff), data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
  return ((await answer.json()) as { data: T }).data;
}

/** A trip's status as the list reads it: reading the details as staff marks a created trip viewed (decision 043). */
async function listedStatusOf(staff: Page, id: number, number: string): Promise<string> {
  const answer = await staff.request.get('/api/v1/reservations', {
    headers: await authHeader(staff),
    params: { search: number, limit: 100 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const rows = ((await answer.json()) as { dataItems: { id: number; status: string }[] }).dataItems;
  const row = rows.find((r) => r.id === id);
  expect(row, `${number} in the reservations list`).toBeDefined();
  return row!.status;
}

/** The trip's page of its customer: the trips list, then the trip's number. */
async function openOwnTrip(page: Page, number: string, id: number) {
  await page.goto('/');
  await page.getByRole('link', { name: /Your trips/ }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/user-reservations/);
  await page.getByRole('link', { name: number, exact: true }).first().click();
  await expect(page).toHaveURL(`/trips/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Trip ${number}$`) })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A row's action in a list: through its "⋮" menu when the list has one (and always as a card), else its button. */
async function rowAction(page: Page, number: string, action: string) {
  const menu = page.getByRole('button', { name: `Actions for ${number}`, exact: true });
  await expect(page.getByRole('link', { name: number, exact: true }).first()).toBeVisible();
  if ((await menu.count()) > 0) {
    await menu.click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
    return;
  }
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) })
    .getByRole('button', { name: action, exact: true })
    .click();
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.label, () => {
    const shot = (page: Page, name: string) => saveScreenshot(page, `journeys-${viewport.slug}-${name}`);

    test('a visitor gets a quote, creates an account on the way and books the trip, which the office finds on that account', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const unique = uniqueName();
      const email = `visitor-${unique}@example.com`;
      const lastName = `Visitor${unique}`;
      const office = await personAt(browser, viewport);
      await signIn(office, 'admin');
      const visitor = await personAt(browser, viewport);
      try {
        await visitor.goto('/reservation/create');
        await expect(visitor.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible(FIRST_LOAD);
        // The first step is the server's form (decision 067): Next hands it to the wizard, which prices the trip.
        await fillTripStart(visitor, {
          airport: 'JFK Terminal 4',
          address: '350 5th Ave, New York, NY 10118',
          date: inDays(6),
          time: '09:15',
        });
        await visitor.getByRole('button', { name: 'Next' }).click();
        const price = await chooseASedan(visitor);
        await shot(visitor, 'visitor-1-price');
        await visitor.getByRole('button', { name: 'Next' }).click();

        await expect(stepHeading(visitor, 'Summary and terms')).toBeVisible();
        await expect(visitor.getByText('This is a quote: nothing is booked yet.', { exact: false })).toBeVisible();
        await expectAccessible(visitor, 'the quote');
        await visitor.getByRole('button', { name: 'Proceed' }).click();

        // Booking needs an account: made here, the trip still on screen.
        await expect(stepHeading(visitor, 'Customer')).toBeVisible();
        await visitor.getByRole('button', { name: 'Create an account' }).click();
        const signUp = visitor.getByRole('dialog', { name: 'Create an account' });
        await signUp.getByRole('textbox', { name: /^First name/ }).fill('Vic');
        await signUp.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
        await signUp.getByRole('textbox', { name: /^Email/ }).fill(email);
        await signUp.getByRole('textbox', { name: /^Phone/ }).fill('+1 646 555 0123');
        await signUp.getByLabel(/^Password/).fill(`Pass-${unique}-1`);
        await expectAccessible(visitor, 'the sign-up dialog');
        await shot(visitor, 'visitor-2-sign-up');
        await signUp.getByRole('button', { name: 'Create the account' }).click();
        await expect(signUp).toBeHidden();

        // Signed in: the new customer's own details, then the terms and PayPal.
        await expect(stepHeading(visitor, 'Customer')).toBeVisible();
        await expect(visitor.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
        await expect(visitor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Vic ${lastName}`);
        await expectAccessible(visitor, 'the customer step, signed up');
        await visitor.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(visitor, 'Summary and terms')).toBeVisible();
        await visitor.getByRole('checkbox', { name: /accept the booking terms/ }).check();
        await visitor.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(visitor, 'Payment')).toBeVisible();
        await expect(visitor.getByText(`${price} is charged`, { exact: false })).toBeVisible();
        const pay = visitor.getByTestId('paypal-button');
        await expect(pay).toBeVisible();
        await expectAccessible(visitor, 'the payment step');
        await shot(visitor, 'visitor-3-payment');
        await pay.click();

        const { number, id } = await bookedTrip(visitor);
        const reservation = visitor.getByRole('region', { name: `Reservation ${number}` });
        // Words, not the status key (issue 38, item 17).
        await expect(reservation).toContainText('Status: Booked');
        await expect(reservation).toContainText('Paid by PayPal');
        await expectAccessible(visitor, 'booked');
        await shot(visitor, 'visitor-4-booked');
        // The number leads the new customer to their trip.
        await reservation.getByRole('link', { name: number }).click();
        await expect(visitor).toHaveURL(`/trips/${id}`);
        await expect(visitor.getByRole('heading', { level: 1, name: `Trip ${number}` })).toBeVisible();
        await expectAccessible(visitor, 'the new customer’s trip');
        await expectNoSidewaysScroll(visitor, 'the new customer’s trip');
        await shot(visitor, 'visitor-5-trip');

        // The office finds the trip on the new account, paid.
        const found = await office.request.get('/api/v1/users', {
          headers: await authHeader(office),
          params: { search: email, limit: 10 },
        });
        expect(found.status(), await found.text()).toBe(200);
        const account = ((await found.json()) as { dataItems: { id: number; email: string }[] }).dataItems.find(
          (user) => user.email === email,
        );
        expect(account, `the account ${email}`).toBeDefined();
        expect(await listedStatusOf(office, id, number)).toBe('created');
        const trip = await detailsOf(office, id);
        expect(trip).toMatchObject({ customerId: account!.id, email, balanceDue: 0 });
        expect(formatMoney(trip.paidAmount)).toBe(price);
      } finally {
        await removeListed(office, 'users', 'email', email);
        await visitor.context().close();
        await office.context().close();
      }
    });

    test('a dispatcher books for an existing customer and affiliate, assigns a driver, moves the pickup and takes cash; the customer and the driver follow', async ({
      browser,
    }) => {
      test.setTimeout(600_000);
      const office = await personAt(browser, viewport);
      await signIn(office, 'admin');
      const customer = await createAccount(office, 'customer', { phoneNumber: phoneOfOwn() });
      const driver = await createAccount(office, 'driver', { phoneNumber: phoneOfOwn() });
      const affiliateName = `Concierge ${uniqueName()}`;
      const addonName = `Bottled water ${uniqueName()}`;
      const dispatcher = await personAt(browser, viewport);
      const traveller = await personAt(browser, viewport);
      try {
        const affiliate = await postAs<{ id: number }>(office, '/affiliates', { name: affiliateName });
        const addon = await postAs<{ id: number }>(office, '/addons', { name: addonName, amount: 15 });
        const customerName = `${customer.firstName} ${customer.lastName}`;
        const driverName = `${driver.firstName} ${driver.lastName}`;

        // The dispatcher books: the customer and the affiliate chosen on step 3 stay chosen wherever focus goes.
        await signIn(dispatcher, 'dispatcher', '/reservation/create?isGettingAQuote=false');
        await dispatcher.getByRole('button', { name: 'Start over' }).click();
        await fillTrip(dispatcher, inDays(5), '10:00');
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await chooseASedan(dispatcher);
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(dispatcher, 'Customer')).toBeVisible();
        const customerSearch = dispatcher.getByRole('combobox', { name: 'Existing customer' });
        await customerSearch.fill(customer.lastName);
        await dispatcher.getByRole('option', { name: `${customerName} (${customer.email})` }).click();
        const chosenCustomer = dispatcher.getByText(`Chosen: ${customerName} (${customer.email})`);
        await expect(chosenCustomer).toBeVisible();
        await dispatcher.keyboard.press('Tab');
        const affiliateSearch = dispatcher.getByRole('combobox', { name: /^Affiliate/ });
        await affiliateSearch.fill(affiliateName);
        await dispatcher.getByRole('option', { name: affiliateName }).click();
        const chosenAffiliate = dispatcher.getByText(`Chosen: ${affiliateName}`);
        await expect(chosenAffiliate).toBeVisible();
        // Focus moves on: out of each search, typed into and left, into the other fields and back.
        await dispatcher.keyboard.press('Tab');
        await dispatcher.getByRole('textbox', { name: 'Phone', exact: true }).click();
        await customerSearch.click();
        await customerSearch.fill('zz');
        await dispatcher.getByRole('textbox', { name: 'Hotel name (optional)' }).click();
        await dispatcher.getByRole('textbox', { name: 'Hotel name (optional)' }).fill('The Plaza');
        await affiliateSearch.click();
        await dispatcher.keyboard.press('Shift+Tab');
        await dispatcher.getByRole('textbox', { name: 'Name', exact: true }).click();
        await dispatcher.keyboard.press('Tab');
        await expect(chosenCustomer).toBeVisible();
        await expect(chosenAffiliate).toBeVisible();
        await expect(dispatcher.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(customerName);
        await expect(dispatcher.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email);
        await expectAccessible(dispatcher, 'step 3 with a customer and an affiliate chosen');
        await shot(dispatcher, 'dispatcher-1-customer');
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(dispatcher, 'Summary and terms')).toBeVisible();
        await dispatcher.getByRole('checkbox', { name: /accept the booking terms/ }).check();
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(dispatcher, 'Payment')).toBeVisible();
        await dispatcher.getByRole('button', { name: 'Book without payment' }).click();
        const { number, id } = await bookedTrip(dispatcher);
        const booked = await detailsOf(office, id);
        expect(booked, 'the trip is the chosen customer’s, through the chosen affiliate').toMatchObject({
          customerId: customer.id,
          affiliateId: affiliate.id,
          status: 'unpaid',
        });

        // The customer signs in and finds the trip among theirs.
        await signIn(traveller, customer);
        await openOwnTrip(traveller, number, id);
        await expectAccessible(traveller, 'the customer’s trip');
        await expectNoSidewaysScroll(traveller, 'the customer’s trip');
        await shot(traveller, 'dispatcher-2-customer-trip');

        // The dispatcher assigns the driver, who gets a text.
        await dispatcher.goto(`/reservation/details/${id}`);
        await expect(dispatcher.getByRole('heading', { level: 1, name: `Reservation ${number}` })).toBeVisible();
        await dispatcher.getByRole('button', { name: 'Assign driver' }).click();
        const assign = dispatcher.getByRole('dialog', { name: `Assign drivers to ${number}` });
        await assign.getByRole('combobox', { name: 'Sedan' }).click();
        await dispatcher.getByRole('option', { name: new RegExp(`^${driverName}`) }).click();
        await expectAccessible(dispatcher, 'the assign dialog');
        await assign.getByRole('button', { name: 'Save drivers' }).click();
        await expect(toast(dispatcher, `Drivers of ${number} saved`)).toBeVisible();
        await expect(assign).toBeHidden();
        await expect(section(dispatcher, 'Cars and drivers')).toContainText(driverName);
        const sms = smsAddressOf(driver);
        await expect
          .poll(() => messagesTo(sms).filter((m) => m.includes(number)).length, { message: `a text to ${sms}` })
          .toBeGreaterThan(0);

        // An addon on the trip (the office adds it as asked), so the change is priced with more than the quote.
        const assigned = await detailsOf(office, id);
        await postAs(office, `/reservations/${id}/addons`, { addonId: addon.id, version: assigned.version }, 200);
        const withAddon = await detailsOf(office, id);
        expect(withAddon.amount).toBeGreaterThan(booked.amount ?? 0);

        // The dispatcher moves the pickup: the price the screen shows before saving is what is saved.
        await dispatcher.goto(`/reservation/details/${id}`);
        await dispatcher.getByRole('link', { name: 'Edit' }).click();
        await expect(dispatcher).toHaveURL(`/reservation/update/${id}`);
        await expect(dispatcher.getByRole('heading', { level: 1 })).toHaveText(`Update Reservation ${number}`);
        await expect(stepHeading(dispatcher, 'Trip')).toBeVisible();
        await dispatcher.getByLabel('Pickup time').fill('11:30 AM');
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(dispatcher, 'Cars and price')).toBeVisible();
        await expect(explainer(dispatcher)).toHaveAttribute('aria-busy', 'false');
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(dispatcher, 'Customer')).toBeVisible();
        await expect(dispatcher.getByText(`Chosen: ${customerName} (${customer.email})`)).toBeVisible();
        await dispatcher.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(dispatcher, 'Summary and terms')).toBeVisible();
        const preview = dispatcher.getByText(/^Booked at \$[\d,.]+ \(unpaid\); now \$[\d,.]+$/);
        await expect(preview).toBeVisible();
        const previewed = /now (\$[\d,.]+)$/.exec((await preview.textContent()) ?? '')![1]!;
        expect(previewed, 'the new price shown, with the addon').toBe(formatMoney(withAddon.amount ?? 0));
        await expectAccessible(dispatcher, 'the change’s summary');
        await shot(dispatcher, 'dispatcher-3-change');
        await dispatcher.getByRole('button', { name: 'Save changes' }).click();
        await expect(dispatcher.getByRole('heading', { name: `Changes saved: ${number}` })).toBeVisible();
        const changed = await detailsOf(office, id);
        expect(formatMoney(changed.amount ?? 0), 'the amount saved is the amount previewed').toBe(previewed);
        expect(changed.pickUpDateTime).not.toBe(booked.pickUpDateTime);
        // The driver on the trip is told of the new time.
        await expect
          .poll(() => messagesTo(sms).filter((m) => m.includes(`trip ${number} changed`)).length, {
            message: `a text to ${sms} saying ${number} changed`,
          })
          .toBeGreaterThan(0);

        // The dispatcher records the cash the customer paid: nothing is left due.
        await dispatcher.goto(`/reservation/details/${id}`);
        const payment = section(dispatcher, 'Price and payment');
        await expect(payment).toContainText(`${formatMoney(changed.balanceDue)} due`);
        await dispatcher.getByRole('button', { name: /^Record (a )?payment$/ }).click();
        const record = dispatcher.getByRole('dialog', { name: `Record a payment on ${number}` });
        await expect(record.getByRole('combobox', { name: /^Method/ })).toHaveText(/Cash/);
        await expect(record.getByRole('spinbutton', { name: /^Amount/ })).toHaveValue(String(changed.balanceDue));
        await expectAccessible(dispatcher, 'the record payment dialog');
        await shot(dispatcher, 'dispatcher-4-record-payment');
        await record.getByRole('button', { name: 'Record payment' }).click();
        await expect(record).toBeHidden();
        await expect(payment).toContainText('Nothing due: paid in full');
        const paid = await detailsOf(office, id);
        expect(paid).toMatchObject({ balanceDue: 0, paidAmount: changed.amount, status: 'assigned' });
        expect(paid.payments[0]).toMatchObject({ method: 'cash', amount: changed.amount });
        await expectAccessible(dispatcher, 'the details, paid');
        await shot(dispatcher, 'dispatcher-5-paid');

        // The customer's page follows: their driver, the new time and nothing due.
        await traveller.reload();
        await expect(section(traveller, 'Your car')).toContainText(`Driver: ${driver.firstName}`);
        await expect(section(traveller, 'Pickup')).toContainText('11:30');
        await expect(section(traveller, 'Price')).toContainText('$0.00');
        await shot(traveller, 'dispatcher-6-customer-paid');
      } finally {
        await customer.remove();
        await driver.remove();
        await removeListed(office, 'affiliates', 'name', affiliateName);
        await removeListed(office, 'addons', 'name', addonName);
        await traveller.context().close();
        await dispatcher.context().close();
        await office.context().close();
      }
    });

    test('a driver opens their job from their jobs and finds the passenger, how to call or text them, and the way', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const office = await personAt(browser, viewport);
      await signIn(office, 'admin');
      const driver = await createAccount(office, 'driver', { phoneNumber: phoneOfOwn() });
      const driving = await personAt(browser, viewport);
      try {
        const notes = `Two large bags, gate ${uniqueName()}`;
        const booked = await bookByApi(office, {
          pickUpInMinutes: 2 * 24 * 60,
          meetAndGreet: true,
          details: { flightNumber: 'B6 1234', airline: 'JetBlue', comments: notes },
        });
        const trip = await detailsOf(office, booked.id);
        const slot = trip.cars[0]!.slots[0]!;
        const assigned = await office.request.put(`/api/v1/reservations/${booked.id}/drivers`, {
          headers: await authHeader(office),
          data: { version: trip.version, slots: [{ slotId: slot.id, driverId: driver.id }] },
        });
        expect(assigned.status(), await assigned.text()).toBe(200);

        await signIn(driving, driver);
        await driving.getByRole('link', { name: /Your jobs/ }).click();
        await expect(driving).toHaveURL(`/users/${driver.id}/jobs`);
        // On a phone a card whose link reads "Thu 2031-06-05 14:30 · A12"; at a desk the table's number.
        const job = driving.getByRole('link', { name: new RegExp(`(^|· )${booked.number}$`) });
        await expect(job).toBeVisible();
        await expectAccessible(driving, 'the driver’s jobs');
        await expectNoSidewaysScroll(driving, 'the driver’s jobs');
        await shot(driving, 'driver-1-jobs');
        await job.click();

        await expect(driving).toHaveURL(`/jobs/${booked.id}`);
        await expect(driving.getByRole('heading', { level: 1, name: `Job ${booked.number}` })).toBeVisible();
        const passenger = section(driving, 'Passenger');
        await expect(passenger).toContainText(booked.passenger);
        await expect(passenger.getByRole('link', { name: `Call ${booked.passenger}` })).toHaveAttribute(
          'href',
          'tel:+12125550177',
        );
        await expect(passenger.getByRole('link', { name: `Text ${booked.passenger}` })).toHaveAttribute(
          'href',
          'sms:+12125550177',
        );
        const route = section(driving, 'Route');
        for (const where of ['pickup', 'drop-off']) {
          await expect(route.getByRole('link', { name: new RegExp(`^Navigate to ${where}: `) })).toHaveAttribute(
            'href',
            /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
          );
        }
        const arrival = section(driving, 'Flight and meet & greet');
        await expect(arrival).toContainText('B6 1234 (JetBlue)');
        await expect(arrival).toContainText(booked.passenger); // the name sign
        await expect(section(driving, 'Notes')).toContainText(notes);
        await expect(section(driving, 'Your car and share')).toContainText('Sedan');
        await expectAccessible(driving, 'the driver’s job');
        await expectNoSidewaysScroll(driving, 'the driver’s job');
        await shot(driving, 'driver-2-job');
      } finally {
        await driver.remove();
        await driving.context().close();
        await office.context().close();
      }
    });

    test('a customer pays what is due on one trip through PayPal and cancels another in time, refunded; the office sees both', async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      const office = await personAt(browser, viewport);
      await signIn(office, 'admin');
      const customer = await createAccount(office, 'customer');
      const traveller = await personAt(browser, viewport);
      try {
        const unpaid = await bookByApi(office, { pickUpInMinutes: 4 * 24 * 60, details: { customerId: customer.id } });
        await signIn(traveller, customer);
        const paidByPaypal = await bookByApi(traveller, { pickUpInMinutes: 5 * 24 * 60, paypal: true });

        // Paying what is due on the unpaid trip, from its page.
        await openOwnTrip(traveller, unpaid.number, unpaid.id);
        await expect(section(traveller, 'Price')).toContainText(formatMoney(unpaid.total));
        const pay = traveller.getByTestId('paypal-button');
        await expect(pay).toBeVisible();
        await expectAccessible(traveller, 'the trip with its balance to pay');
        await shot(traveller, 'customer-1-pay-due');
        await pay.click();
        await expect(traveller.getByText('Thank you: your payment was received.')).toBeVisible();
        await expect(section(traveller, 'Price').getByRole('definition').last()).toHaveText('$0.00');
        // The traveller reads a word, not the status (issue 38, item 17).
        await expect(traveller.getByRole('heading', { level: 1 }).locator('..')).toContainText('Booked');
        expect(await listedStatusOf(office, unpaid.id, unpaid.number), 'paid in full, booked as paid').toBe('created');
        const paid = await detailsOf(office, unpaid.id);
        expect(paid).toMatchObject({ balanceDue: 0, paidAmount: unpaid.total });
        expect(paid.payments[0]).toMatchObject({ method: 'paypal', amount: unpaid.total });
        // The office's read marked the trip viewed, which reaches the traveller's page live: to them it is still
        // "Booked", in the same colour (issue 38, item 17). The wait lets any colour transition (MUI's 300 ms) end.
        await traveller.waitForTimeout(500);
        await expect(traveller.getByRole('heading', { level: 1 }).locator('..')).toContainText('Booked');
        await expect(traveller.getByRole('heading', { level: 1 }).locator('..')).not.toContainText('viewed');
        await expectAccessible(traveller, 'the trip, paid');
        await shot(traveller, 'customer-2-paid');

        // Cancelling the other, paid by PayPal, more than a day ahead: all of it goes back.
        await openOwnTrip(traveller, paidByPaypal.number, paidByPaypal.id);
        await traveller.getByRole('button', { name: 'Cancel this trip' }).click();
        const cancel = traveller.getByRole('dialog', { name: `Cancel trip ${paidByPaypal.number}?` });
        await expect(cancel).toContainText(
          `${formatMoney(paidByPaypal.total)} goes back to the PayPal account that paid`,
        );
        await expectAccessible(traveller, 'the customer’s cancel dialog');
        await shot(traveller, 'customer-3-cancel');
        await cancel.getByRole('button', { name: 'Cancel trip' }).click();
        await expect(cancel).toBeHidden();
        await expect(traveller.getByText('This trip is cancelled.')).toBeVisible();
        await expect(traveller.getByText(`${formatMoney(paidByPaypal.total)} was refunded`)).toBeVisible();
        await expectAccessible(traveller, 'the cancelled trip');
        await shot(traveller, 'customer-4-cancelled');

        // The office sees the refund, on the details and through the API.
        const cancelled = await detailsOf(office, paidByPaypal.id);
        expect(cancelled.status).toBe('cancelled');
        expect(cancelled.refunds).toEqual([
          expect.objectContaining({ amount: paidByPaypal.total, status: 'COMPLETED' }),
        ]);
        await office.goto(`/reservation/details/${paidByPaypal.id}`);
        const payment = section(office, 'Price and payment');
        await expect(payment).toContainText('Refunds');
        await expect(payment).toContainText(new RegExp(`\\${formatMoney(paidByPaypal.total)} on .*COMPLETED, PayPal`));
        await shot(office, 'customer-5-office-refund');
      } finally {
        await customer.remove();
        await traveller.context().close();
        await office.context().close();
      }
    });

    test('an administrator cancels a trip from the reservations list, and the dialog closes', async ({ browser }) => {
      test.setTimeout(300_000);
      const setup = await personAt(browser, viewport);
      await signIn(setup, 'admin');
      const admin = await createAccount(setup, 'admin');
      const page = await personAt(browser, viewport);
      try {
        const booked = await bookByApi(setup, { pickUpInMinutes: 3 * 24 * 60 });
        await signIn(page, admin, `/reservations?search=${encodeURIComponent(booked.passenger)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
        const dialog = page.getByRole('dialog', { name: `Cancel reservation ${booked.number}?` });

        // Escape and Keep it close the dialog and cancel nothing.
        await rowAction(page, booked.number, 'Cancel');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await rowAction(page, booked.number, 'Cancel');
        await dialog.getByRole('button', { name: 'Keep it' }).click();
        await expect(dialog).toBeHidden();
        expect((await detailsOf(setup, booked.id)).status).toBe('unpaid');

        await rowAction(page, booked.number, 'Cancel');
        await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The passenger flies another day');
        await expectAccessible(page, 'the list’s cancel dialog');
        await shot(page, 'admin-1-cancel');
        await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
        await expect(toast(page, `Reservation ${booked.number} cancelled`)).toBeVisible();
        await expect(dialog).toBeHidden();
        // The list shows it cancelled, and no Cancel is offered any more.
        await expect(page.getByText('cancelled', { exact: true }).first()).toBeVisible();
        expect((await detailsOf(setup, booked.id)).status).toBe('cancelled');
        await expectAccessible(page, 'the list after the cancel');
        await expectNoSidewaysScroll(page, 'the reservations list');
        await shot(page, 'admin-2-cancelled');
      } finally {
        await admin.remove();
        await page.context().close();
        await setup.context().close();
      }
    });
  });
}
