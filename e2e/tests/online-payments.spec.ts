import { customerRefund, formatMoney, type Configuration, type ReservationDetails } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { messagesTo } from '../support/mail';

/**
 * Issue 38's online payments (items 3, 4 and 8; decision 079): a customer pays with PayPal at booking, changes the trip
 * and pays what is then due from the trip's page, cancels in time and gets both payments back less the cancellation
 * fee, with a receipt in the mail for each payment and for the refund; the office sees the refunds through the API. A
 * trip past the cut-off cannot be moved away online to be cancelled later: the page and the update screen say whom to
 * call. At a desk, with the phone's screens photographed too.
 */

/** The seeded configuration's contact number (the home page's). */
const OFFICE_NUMBER = '+1 212 555 0100';
const FEE = 10;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Photographs the page at a desk and on a phone (checking nothing scrolls sideways there), then back at a desk. */
async function shoot(page: Page, name: string) {
  await saveScreenshot(page, `online-payments-1280-${name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, `${name} on a phone`);
  await saveScreenshot(page, `online-payments-390-${name}`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The receipts mailed to this address so far (decoded), waiting until there are `count`. */
async function receiptsTo(address: string, count: number): Promise<string[]> {
  const receipts = () => messagesTo(address).filter((mail) => mail.includes('Keep this e-mail as your receipt.'));
  await expect
    .poll(() => receipts().length, { timeout: 20_000, message: `${count} receipts to ${address}` })
    .toBe(count);
  return receipts();
}

test('a customer pays online at booking and from the trip page, cancels in time and gets both back less the fee, with receipts', async ({
  page: office,
  browser,
}) => {
  test.setTimeout(300_000);
  await office.setViewportSize({ width: 1280, height: 800 });
  await signIn(office, 'admin');
  const staff = await authHeader(office);
  const api = async <T>(method: 'get' | 'post' | 'put', path: string, data?: object): Promise<T> => {
    const answer = await office.request[method](`/api/v1${path}`, { headers: staff, ...(data ? { data } : {}) });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  // The office keeps a 10% fee from a customer's refund (put back afterwards).
  const configuration = await api<Configuration>('get', '/configurations');
  const policyBefore = configuration.customerPolicy;
  await api('put', '/configurations/1', {
    version: configuration.version,
    customerPolicy: { ...policyBefore, cancelFeePercentage: FEE },
  });
  const customer = await createAccount(office, 'customer');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const traveller = await context.newPage();
  try {
    await signIn(traveller, customer);
    const mine = await authHeader(traveller);

    // Booked and paid with PayPal (the stand-in) five days ahead: its receipt is in the mail.
    const booked = await bookByApi(traveller, { pickUpInMinutes: 5 * 24 * 60, paypal: true });
    const [bookingReceipt] = await receiptsTo(booked.email, 1);
    expect(bookingReceipt).toContain(`we received your payment of ${formatMoney(booked.total)}.`);
    expect(bookingReceipt).toContain(`Trip ${booked.number}, pickup`);
    expect(bookingReceipt).toContain('Method: PayPal.');
    expect(bookingReceipt).toContain('Balance due: nothing, the trip is paid in full.');

    // The traveller changes it to two Sedans: the difference is due.
    const read = await traveller.request.get(`/api/v1/reservations/${booked.id}/booking`, { headers: mine });
    expect(read.status(), await read.text()).toBe(200);
    const bookedTrip = (await read.json()).data as {
      trip: { cars: { carId: number; count: number }[] } & Record<string, unknown>;
      customer: Record<string, unknown>;
      version: number;
    };
    const twoSedans = { ...bookedTrip.trip, cars: bookedTrip.trip.cars.map((car) => ({ ...car, count: 2 })) };
    const quote = await traveller.request.post(`/api/v1/reservations/${booked.id}/quote`, {
      headers: mine,
      data: twoSedans,
    });
    expect(quote.status(), await quote.text()).toBe(200);
    const newTotal = (await quote.json()).data.total as number;
    const changed = await traveller.request.put(`/api/v1/reservations/${booked.id}`, {
      headers: mine,
      data: { trip: twoSedans, customer: bookedTrip.customer, expectedTotal: newTotal, version: bookedTrip.version },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    const due = Math.round(newTotal * 100 - booked.total * 100) / 100;
    expect(due).toBeGreaterThan(0);

    // What is due, paid from the trip's page through PayPal's buttons.
    await traveller.goto(`/trips/${booked.id}`);
    const heading = traveller.getByRole('heading', { level: 1, name: `Trip ${booked.number}` });
    await expect(heading).toBeVisible({ timeout: 60_000 });
    await expect(traveller.getByText(`${formatMoney(due)} is due on this trip.`)).toBeVisible();
    const pay = traveller.getByTestId('paypal-button');
    await expect(pay).toBeVisible();
    await expectAccessible(traveller, 'the trip with something due');
    await shoot(traveller, '1-due');
    await pay.click();
    await expect(traveller.getByText('Thank you: your payment was received.')).toBeVisible();
    const [, dueReceipt] = await receiptsTo(booked.email, 2);
    expect(dueReceipt).toContain(`we received your payment of ${formatMoney(due)}.`);
    expect(dueReceipt).toContain(`Trip ${booked.number}, pickup`);
    expect(dueReceipt).toContain('Balance due: nothing, the trip is paid in full.');

    // Cancelled in time: both payments go back, less the fee taken once on what was paid online.
    const refund = customerRefund(newTotal, FEE);
    const fee = Math.round(newTotal * 100 - refund * 100) / 100;
    await traveller.getByRole('button', { name: 'Cancel this trip' }).click();
    const dialog = traveller.getByRole('dialog', { name: `Cancel trip ${booked.number}?` });
    await expect(dialog).toContainText(`${formatMoney(refund)} goes back to the PayPal account that paid`);
    await expect(dialog).toContainText(`a ${FEE}% cancellation fee is kept`);
    await expectAccessible(traveller, 'the cancel dialog');
    await shoot(traveller, '2-cancel');
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog).toBeHidden();
    await expect(traveller.getByText('This trip is cancelled.')).toBeVisible();
    await expect(traveller.getByText(`${formatMoney(refund)} was refunded`)).toBeVisible();
    await expectAccessible(traveller, 'the cancelled trip');
    await shoot(traveller, '3-cancelled');

    // The office reads both refunds through the API: one per PayPal payment, adding up to the refund.
    const details = await api<ReservationDetails>('get', `/reservations/${booked.id}`);
    expect(details.status).toBe('cancelled');
    expect(details.refunds).toHaveLength(2);
    expect(details.refunds.every((r) => r.status === 'COMPLETED')).toBe(true);
    expect(details.refunds.reduce((cents, r) => cents + Math.round(r.amount * 100), 0)).toBe(Math.round(refund * 100));
    expect(details.paidAmount).toBe(fee);

    // The refund's receipt: what went back and the fee kept.
    const [, , refundReceipt] = await receiptsTo(booked.email, 3);
    expect(refundReceipt).toContain(`We refunded ${formatMoney(refund)} to the PayPal account that paid`);
    expect(refundReceipt).toContain(`Trip ${booked.number}, pickup`);
    expect(refundReceipt).toContain(`Paid for this trip: ${formatMoney(newTotal)}.`);
    expect(refundReceipt).toContain(`Cancellation fee kept: ${formatMoney(fee)} (${FEE}% of what was paid online).`);
  } finally {
    const now = await api<Configuration>('get', '/configurations');
    await api('put', '/configurations/1', { version: now.version, customerPolicy: policyBefore });
    await customer.remove();
    await context.close();
  }
});

test('a trip past the cancellation cut-off cannot be moved away online: the trip page and the update screen say whom to call', async ({
  page: office,
  browser,
}) => {
  test.setTimeout(180_000);
  await office.setViewportSize({ width: 1280, height: 800 });
  await signIn(office, 'admin');
  const customer = await createAccount(office, 'customer');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const traveller = await context.newPage();
  try {
    // Eleven hours ahead: past the 24-hour cut-off, more than the 6 hours an edit needs.
    const soon = await bookByApi(office, { pickUpInMinutes: 11 * 60, details: { customerId: customer.id } });
    await signIn(traveller, customer);
    const cutoff = `Trips can be changed online up to 24 hours before pickup, as they can be cancelled. To change this one, please call the office at ${OFFICE_NUMBER}.`;

    await traveller.goto(`/trips/${soon.id}`);
    const heading = traveller.getByRole('heading', { level: 1, name: `Trip ${soon.number}` });
    await expect(heading).toBeVisible({ timeout: 60_000 });
    const actions = section(traveller, 'What you can do');
    await expect(actions).toContainText(
      `Trips can be changed or cancelled online up to 24 hours before pickup. To change or cancel this one, please call the office at ${OFFICE_NUMBER}.`,
    );
    await expect(traveller.getByRole('link', { name: 'Change this trip' })).toHaveCount(0);
    await expect(traveller.getByRole('button', { name: 'Cancel this trip' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: `Call the office: ${OFFICE_NUMBER}` })).toBeVisible();
    await expectAccessible(traveller, 'the trip past its cut-off');
    await shoot(traveller, '4-past-cutoff');

    // The trips list's Change leads to the update screen, which says it before anything is typed.
    await traveller.goto(`/reservation/update/${soon.id}`);
    await expect(traveller.getByRole('alert').filter({ hasText: cutoff })).toBeVisible({ timeout: 60_000 });
    await expectAccessible(traveller, 'the update screen past the cut-off');
    await shoot(traveller, '5-update-refused');
  } finally {
    await customer.remove();
    await context.close();
  }
});
