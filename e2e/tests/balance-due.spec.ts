import { formatMoney } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, authHeader, createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { assignFirstCar, bookByApi, detailsOf } from '../support/bookings';
import { toast } from '../support/catalogue';
import { saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * What is owed is the balance, not a status (issue 38, item 2; decision 080): a trip booked unpaid leaves the `unpaid`
 * status once its driver is assigned, and still owes. The list's "Balance due" filter and the staff home's count read
 * the payments.
 */

/** The ids the list's API answers for `query`, as the page's signed-in staff read them. */
async function listedIds(page: Page, query: string): Promise<number[]> {
  const answer = await page.request.get(`/api/v1/reservations?limit=500&${query}`, { headers: await authHeader(page) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { dataItems: { id: number }[] }).dataItems.map((r) => r.id);
}

/** The staff home's count of trips that owe, through the API. */
async function owingCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/v1/operations/today', { headers: await authHeader(page) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { balanceDue: { count: number } } }).data.balanceDue.count;
}

/** The home's "N trips with a balance due" link. */
const owingLink = (page: Page) => page.getByRole('link', { name: /trips? with a balance due$/ });

test('a dispatcher records cash on an assigned trip that owes: it leaves “balance due”, and the home count drops', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'dispatcher');
  const driver = await createAccount(page, 'driver', {
    by: { request: page.request, headers: await adminHeaders(page.request) },
  });
  try {
    const booked = await bookByApi(page, { pickUpInMinutes: 3 * 24 * 60 });
    await assignFirstCar(page, booked.id, driver.id);
    // Assigned, no longer "unpaid", and owing its whole price.
    expect(await detailsOf(page, booked.id)).toMatchObject({ status: 'assigned', balanceDue: booked.total });
    expect(await listedIds(page, `status=unpaid&search=${booked.number}`)).not.toContain(booked.id);
    expect(await listedIds(page, `balanceDue=true&search=${booked.number}`)).toEqual([booked.id]);
    const owingBefore = await owingCount(page);

    // The staff home counts it, and its link opens the list filtered by what is owed.
    await page.goto('/');
    await expect(owingLink(page)).toHaveText(
      `${owingBefore.toLocaleString('en-US')} trip${owingBefore === 1 ? '' : 's'} with a balance due`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'home-balance-due-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(owingLink(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'home-balance-due-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await owingLink(page).click();
    await expect(page).toHaveURL(/\/reservations\?balanceDue=true&from=$/);
    await expect(page.getByRole('combobox', { name: 'Balance' })).toHaveText('Balance due');
    await page.goto(`/reservations?balanceDue=true&from=&search=${booked.number}`);
    const row = page.getByRole('row').filter({ hasText: booked.number });
    await expect(row).toContainText(formatMoney(booked.total));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reservations-balance-due-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('combobox', { name: 'Balance' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'reservations-balance-due-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Cash for the whole balance, recorded from the details.
    await page.goto(`/reservation/details/${booked.id}?recordPayment=true`);
    const dialog = page.getByRole('dialog', { name: `Record a payment on ${booked.number}` });
    await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(String(booked.total));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(page, `Payment recorded on ${booked.number}`)).toBeVisible();

    // Gone from the filter, on the screen and through the API; the home counts one fewer.
    await page.goto(`/reservations?balanceDue=true&from=&search=${booked.number}`);
    await expect(page.getByText(`Nothing matches “${booked.number}”`)).toBeVisible();
    expect(await listedIds(page, `balanceDue=true&search=${booked.number}`)).toEqual([]);
    expect(await listedIds(page, `balanceDue=false&search=${booked.number}`)).toEqual([booked.id]);
    expect(await detailsOf(page, booked.id)).toMatchObject({ status: 'assigned', balanceDue: 0 });
    expect(await owingCount(page)).toBe(owingBefore - 1);
    await page.goto('/');
    const after = owingBefore - 1;
    if (after === 0) await expect(page.getByText('No trip owes money.')).toBeVisible();
    else
      await expect(owingLink(page)).toHaveText(
        `${after.toLocaleString('en-US')} trip${after === 1 ? '' : 's'} with a balance due`,
      );
  } finally {
    await driver.remove();
  }
});
