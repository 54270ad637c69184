import { QUOTE_OFFER_MESSAGES, formatMoney } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { authHeader, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { businessTimeIn } from '../support/bookings';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { messagesTo } from '../support/mail';
import { chooseOption, explainer, onTheClock, stepHeading } from '../support/wizard';

/**
 * Issue 39, "Quotes the customer accepts" (decision 090): a dispatcher sends a quote from the wizard's summary, and
 * the customer accepts it from the e-mail's link on a phone, without an account. Accept pays as the default
 * configuration says (`pay-online`), with PayPal's stand-in (decision 040), which the e2e server runs.
 */

/** The link a quote's e-mail to this address carries (relative), once it is written. */
async function quoteLinkTo(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        link = /https?:\/\/[^\s"<>]+(\/quote\/[A-Za-z0-9_-]{43})/.exec(messagesTo(email).at(-1) ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 10_000, message: `a quote link mailed to ${email}` },
    )
    .not.toBe('');
  return link;
}

/** The same link with one character of its token changed. */
const oneCharacterChanged = (link: string) => {
  const at = link.length - 5;
  return `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
};

async function checkScreen(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, name);
}

test('a dispatcher sends a quote from the wizard that the customer accepts from the e-mail’s link', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const unique = uniqueName();
  // A customer of this test's own, with no account yet: Accept makes one (it keeps the trip, as a booking's does).
  const customer = { name: `Quinn Quote${unique}`, email: `quote-${unique}@example.com`, phone: '+1 646 555 0177' };
  // The wizard, to the summary, for a customer typed in (no account yet: Accept makes one).
  await page.goto('/reservation/create?isGettingAQuote=false');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(stepHeading(page, 'Trip')).toBeVisible();
  await chooseOption(page, 'Pickup airport', 'John F. Kennedy International Airport (JFK)');
  await chooseOption(page, 'Pickup terminal', 'JFK Terminal 4');
  await page.getByRole('combobox', { name: 'Drop-off address' }).fill('Empire');
  await page.getByRole('option', { name: /Empire State Building/ }).click();
  const [pickUpDate] = businessTimeIn(9 * 24 * 60).split('T');
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(pickUpDate!);
  await page.getByLabel('Pickup time').fill(onTheClock('10:30'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Cars and price')).toBeVisible();
  await page.getByRole('button', { name: 'One Sedan more' }).click();
  await expect(explainer(page)).toHaveAttribute('aria-busy', 'false');
  const totalText = (await explainer(page).getByTestId('quote-total').textContent()) ?? '';
  expect(totalText).toMatch(/^\$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Customer')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(customer.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Summary and terms')).toBeVisible();

  // Sent as a quote, for the configuration's days; the sender is told where it went and until when.
  const send = page.getByRole('region', { name: 'Send as quote' });
  await expect(send.getByRole('spinbutton', { name: 'Valid for (days)' })).not.toHaveValue('');
  await send.getByRole('button', { name: 'Send as quote' }).click();
  const sent = send.getByRole('status');
  await expect(sent).toContainText(new RegExp(`^Quote Q\\d+ sent to ${customer.email}, valid until `));
  const number = /Quote (Q\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  await expect(send.getByRole('link', { name: 'See the quotes sent' })).toHaveAttribute('href', '/quotes');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'quotes-sent-1280');

  // The customer opens the e-mail's link on a phone, signed in nowhere.
  const link = await quoteLinkTo(customer.email);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await phone.newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByRole('heading', { level: 1, name: `Your quote ${number}` })).toBeVisible();
  const trip = customerPage.getByRole('region', { name: 'Trip', exact: true });
  await expect(trip.getByText('Sedan', { exact: false }).first()).toBeVisible();
  await expect(trip.getByRole('list', { name: 'Trip price lines' }).getByRole('listitem').first()).toBeVisible();
  await expect(customerPage.getByText(totalText, { exact: true }).last()).toBeVisible();
  const pay = customerPage.getByTestId('paypal-button');
  await expect(pay).toBeVisible();
  await checkScreen(customerPage, 'quote-page-390');
  await customerPage.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(customerPage, 'quote-page-1280');
  await customerPage.setViewportSize({ width: 390, height: 844 });

  // Accepted by paying: the page then names the trip and links it.
  await pay.click();
  const accepted = customerPage.getByText(/^This quote was accepted: it is trip A\d+\./);
  await expect(accepted).toBeVisible();
  const tripNumber = /trip (A\d+)/.exec((await accepted.textContent()) ?? '')?.[1] ?? '';
  const tripId = Number(tripNumber.slice(1));
  await expect(customerPage.getByRole('link', { name: 'See your trip' })).toHaveAttribute('href', `/trips/${tripId}`);
  await checkScreen(customerPage, 'quote-page-accepted-390');

  // The office reads it through the API: a trip for exactly the quoted total, the quote accepted in the list.
  const headers = await authHeader(page);
  const details = await page.request.get(`/api/v1/reservations/${tripId}`, { headers });
  expect(details.status(), await details.text()).toBe(200);
  const booked = (await details.json()).data as { amount: number; email: string; paymentType: string };
  expect(formatMoney(booked.amount)).toBe(totalText);
  expect(booked).toMatchObject({ email: customer.email, paymentType: 'paypal' });
  const listed = await page.request.get('/api/v1/quotes', { headers, params: { search: number } });
  const quote = ((await listed.json()).dataItems as { number: string; total: number; status: string }[]).find(
    (q) => q.number === number,
  );
  expect(quote).toMatchObject({ status: 'accepted', total: booked.amount, reservationNumber: tripNumber });

  // Opened again, it says it was accepted; a link with one character changed opens nothing.
  const again = await phone.newPage();
  await again.goto(link);
  await expect(again.getByText(`This quote was accepted: it is trip ${tripNumber}.`)).toBeVisible();
  await again.goto(oneCharacterChanged(link));
  await expect(again.getByText(QUOTE_OFFER_MESSAGES.invalidLink)).toBeVisible();
  await checkScreen(again, 'quote-page-invalid-390');
  await phone.close();

  // The staff list at a desk's width: the quote accepted, linking its trip.
  await page.goto(`/quotes?search=${number}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('link', { name: `Accepted: ${tripNumber}` })).toBeInViewport();
  await expect(row).toContainText(customer.email);
  await checkScreen(page, 'quotes-list-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(number).first()).toBeVisible();
  await checkScreen(page, 'quotes-list-390');
});
