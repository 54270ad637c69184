import { formatMoney, STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeader, createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * The customer's own trips (issue 22, decision 052): their trips list in a traveller's words, their trip's page,
 * cancelling a PayPal-paid trip before the cut-off (refunded through the PayPal stand-in), and one past the cut-off
 * showing whom to call — at a desk and on a phone, in both themes.
 */

const VIEWPORTS = [
  { slug: '1280', width: 1280, height: 800 },
  { slug: '390', width: 390, height: 844 },
] as const;

/** The seeded configuration's contact number (the home page's; the test changes no configuration). */
const OFFICE_NUMBER = '+1 212 555 0100';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** No serious axe violation in the light theme, nor in the dark one (the page is left in the light theme). */
async function expectAccessibleInBothThemes(page: Page, what: string, ready: () => Promise<void>) {
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      `${STORAGE_PREFIX}theme`,
      mode,
    ] as const);
    await page.reload();
    await ready();
    expect(await seriousViolations(page), `${what}, ${mode} theme`).toEqual([]);
  }
}

async function personAt(browser: Browser, viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  return context.newPage();
}

for (const viewport of VIEWPORTS) {
  test(`a customer opens their trips, cancels one in time (refunded) and is told whom to call for one past the cut-off (${viewport.slug} px)`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const shot = (page: Page, name: string) => saveScreenshot(page, `customer-trips-${viewport.slug}-${name}`);
    const office = await personAt(browser, viewport);
    await signIn(office, 'admin');
    const customer = await createAccount(office, 'customer');
    const traveller = await personAt(browser, viewport);
    try {
      // Past the cut-off (24 hours by default): booked by the office on the customer's account, 20 hours ahead.
      const soon = await bookByApi(office, { pickUpInMinutes: 20 * 60, details: { customerId: customer.id } });
      await signIn(traveller, customer);
      // In good time: booked and paid with PayPal by the customer, five days ahead.
      const paid = await bookByApi(traveller, { pickUpInMinutes: 5 * 24 * 60, paypal: true });

      // Their trips: what a traveller reads, no staff column.
      await traveller.goto(`/users/${customer.id}/user-reservations`);
      const paidLink = traveller.getByRole('link', { name: paid.number, exact: true });
      // The first page of a list on a loaded machine may take a while.
      await expect(paidLink).toBeVisible({ timeout: 60_000 });
      await expect(traveller.getByRole('link', { name: soon.number, exact: true })).toBeVisible();
      if (viewport.width >= 600) {
        const headers = traveller.getByRole('columnheader');
        for (const name of ['Trip', 'Pickup', 'From → To', 'Status', 'Amount', 'Due'])
          await expect(headers.filter({ hasText: name }).first()).toBeVisible();
        await expect(headers.filter({ hasText: /Customer Id|Transaction Id/ })).toHaveCount(0);
      } else {
        await expect(traveller.getByRole('list', { name: 'Your trips' })).toBeVisible();
      }
      await expect(traveller.getByText(/Customer Id|Transaction Id/)).toHaveCount(0);
      await expectNoSidewaysScroll(traveller, 'the trips list scrolls sideways');
      await expectAccessibleInBothThemes(traveller, 'the trips list', () => expect(paidLink).toBeVisible());
      await shot(traveller, '1-trips');

      // The row actions the rules allow: Cancel for the trip in good time, not for the one past the cut-off.
      // (A card's "⋮" menu on a phone, a row's buttons at a desk.)
      const actionsOf = async (number: string) => {
        const menu = traveller.getByRole('button', { name: `Actions for ${number}`, exact: true });
        if ((await menu.count()) > 0) {
          await menu.click();
          const items = await traveller.getByRole('menuitem').allTextContents();
          await traveller.keyboard.press('Escape');
          return items.map((item) => item.trim());
        }
        const row = traveller
          .getByRole('row')
          .filter({ has: traveller.getByRole('link', { name: number, exact: true }) });
        return row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
      };
      expect(await actionsOf(paid.number)).toEqual(expect.arrayContaining(['View trip', 'Change', 'Cancel']));
      expect(await actionsOf(soon.number)).toEqual(expect.arrayContaining(['View trip', 'Change']));
      expect(await actionsOf(soon.number)).not.toContain('Cancel');

      // The paid trip's page, from its number.
      await paidLink.click();
      await expect(traveller).toHaveURL(`/trips/${paid.id}`);
      const heading = traveller.getByRole('heading', { level: 1, name: `Trip ${paid.number}` });
      await expect(heading).toBeVisible();
      await expect(section(traveller, 'Route')).toContainText('Empire State Building');
      await expect(section(traveller, 'Your car')).toContainText('Sedan');
      await expect(section(traveller, 'Your car')).toContainText('Driver not assigned yet');
      const price = section(traveller, 'Price');
      await expect(price).toContainText('Sedan');
      await expect(price.locator('dt', { hasText: /^Paid$/ })).toBeVisible();
      await expect(price.getByRole('definition').last()).toHaveText('$0.00');
      await expect(price).toContainText(formatMoney(paid.total));
      await expect(traveller.getByText(/Customer Id|Transaction Id|straight-line|road factor/)).toHaveCount(0);
      await expectNoSidewaysScroll(traveller, 'the trip page scrolls sideways');
      await expectAccessibleInBothThemes(traveller, 'the trip page', () => expect(heading).toBeVisible());
      await shot(traveller, '2-trip');

      // Cancelled in time: all of it goes back (the fee is 0 by default), through the PayPal stand-in.
      await traveller.getByRole('button', { name: 'Cancel this trip' }).click();
      const dialog = traveller.getByRole('dialog', { name: `Cancel trip ${paid.number}?` });
      await expect(dialog).toContainText(`${formatMoney(paid.total)} goes back to the PayPal account that paid`);
      expect(await seriousViolations(traveller), 'the cancel dialog').toEqual([]);
      await shot(traveller, '3-cancel');
      await dialog.getByRole('button', { name: 'Cancel trip' }).click();
      await expect(dialog).toBeHidden();
      await expect(traveller.getByText('This trip is cancelled.')).toBeVisible();
      await expect(traveller.getByText(`${formatMoney(paid.total)} was refunded`)).toBeVisible();
      await expect(traveller.getByRole('button', { name: 'Cancel this trip' })).toHaveCount(0);
      await shot(traveller, '4-cancelled');
      const staffView = await office.request.get(`/api/v1/reservations/${paid.id}`, {
        headers: await authHeader(office),
      });
      expect((await staffView.json()).data).toMatchObject({
        status: 'cancelled',
        refunds: [expect.objectContaining({ amount: paid.total, status: 'COMPLETED' })],
      });

      // Past the cut-off: no Cancel, but the office's number to call.
      await traveller.goto(`/trips/${soon.id}`);
      const soonHeading = traveller.getByRole('heading', { level: 1, name: `Trip ${soon.number}` });
      await expect(soonHeading).toBeVisible();
      await expect(traveller.getByRole('button', { name: 'Cancel this trip' })).toHaveCount(0);
      // Nor moved away online to be cancelled later (issue 38): changing it is the office's too, said once for both.
      await expect(
        traveller.getByText('Trips can be changed or cancelled online up to 24 hours before pickup'),
      ).toBeVisible();
      const call = traveller.getByRole('link', { name: `Call the office: ${OFFICE_NUMBER}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${OFFICE_NUMBER.replace(/[^+\d]/g, '')}`);
      await expect(traveller.getByRole('link', { name: 'Change this trip' })).toHaveCount(0);
      await expectNoSidewaysScroll(traveller, 'the trip past its cut-off scrolls sideways');
      await expectAccessibleInBothThemes(traveller, 'the trip past its cut-off', () =>
        expect(soonHeading).toBeVisible(),
      );
      await shot(traveller, '5-past-cutoff');

      // Someone else's trip is not found, and shows nothing of it.
      const stranger = await bookByApi(office, { pickUpInMinutes: 3 * 24 * 60 });
      await traveller.goto(`/trips/${stranger.id}`);
      await expect(traveller.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible();
      await expect(traveller.getByText(stranger.passenger)).toHaveCount(0);
    } finally {
      await customer.remove();
      await traveller.context().close();
      await office.context().close();
    }
  });
}
