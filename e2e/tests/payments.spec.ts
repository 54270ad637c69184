import { formatMoney, STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { bookByApi } from '../support/bookings';
import { toast } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/** Recording a payment on a trip booked unpaid (issue 22, decision 051). */

const facts = (page: Page) => page.getByRole('region', { name: 'Price and payment' });
const fact = (page: Page, label: string) =>
  facts(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Nothing on the page is wider than the window (no scrolling sideways). */
async function useTheme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    `${STORAGE_PREFIX}theme`,
    mode,
  ] as const);
  await page.reload();
}

test('a dispatcher records a cash payment, then the rest by check: the balance and the status follow', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const booked = await bookByApi(page, { pickUpInMinutes: 5 * 24 * 60 });
  const rest = Math.round(booked.total * 100 - 2000) / 100;

  // The list's row action opens the details with the dialog (`?recordPayment=true`).
  await page.goto(`/reservation/details/${booked.id}?recordPayment=true`);
  const dialog = page.getByRole('dialog', { name: `Record a payment on ${booked.number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(String(booked.total));
  await expect(dialog).toContainText(`${formatMoney(booked.total)} is due of ${formatMoney(booked.total)}.`);
  for (const mode of ['dark', 'light'] as const) {
    await useTheme(page, mode);
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page), `${mode} theme`).toEqual([]);
  }
  await saveScreenshot(page, 'record-payment-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'record-payment-dialog-390');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // More than is due is refused in the dialog, before the server is asked.
  const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
  await amount.fill(String(booked.total + 1));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText(`Amount must be at most ${formatMoney(booked.total)}, the balance due.`)).toBeVisible();

  await amount.fill('20');
  await dialog.getByRole('textbox', { name: /Reference/ }).fill('Receipt 77');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, `Payment recorded on ${booked.number}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(fact(page, 'Paid')).toHaveText(formatMoney(20));
  await expect(fact(page, 'Balance')).toHaveText(`${formatMoney(rest)} due`);
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText(`${formatMoney(20)} · Cash`);
  await expect(payments).toContainText('ref. Receipt 77 · Dan Dispatcher');
  await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText('unpaid');

  // The rest by check: paid in full, the trip is booked as paid (and, opened by staff, viewed).
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(String(rest));
  await dialog.getByRole('combobox', { name: /Method/ }).click();
  await page.getByRole('option', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, `Payment recorded on ${booked.number}`)).toBeVisible();
  await expect(fact(page, 'Balance')).toHaveText('Nothing due: paid in full');
  await expect(fact(page, 'Paid')).toHaveText(formatMoney(booked.total));
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('unpaid → created');
  await expect(history).toContainText(`Payment recorded: ${formatMoney(rest)} (Check)`);
  await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).not.toContainText('unpaid');

  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'reservation-payments-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'reservation-payments-390');
  await expectNoSidewaysScroll(page);
});
