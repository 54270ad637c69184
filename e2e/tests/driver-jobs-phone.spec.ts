import { STORAGE_PREFIX } from '@livery/domain';
import { expect, test, type Page, type Response } from '@playwright/test';
import { authHeader, createAccount, uniqueName, type TestAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { bookByApi, type BookedByApi } from '../support/bookings';
import { row } from '../support/catalogue';
import { saveScreenshot, signIn, waitForQuietNetwork } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * The driver's own job on a phone and a dispatcher reading a driver's schedule (issue 22, decision 053): the job's
 * card, the job page with Call, Text and Navigate, and no failed request on the way.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

/** Every API answer of 400 or more the page receives (a screen a role may open makes none). */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return failed;
}

/** Nothing on the page is wider than the window (no scrolling sideways). */
async function useTheme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    `${STORAGE_PREFIX}theme`,
    mode,
  ] as const);
  await page.reload();
}

interface Assigned {
  driver: TestAccount;
  booked: BookedByApi;
  notes: string;
}

/** A driver of the test's own on a trip with meet & greet, a flight and notes, assigned through the API by staff. */
async function assignedJob(staff: Page): Promise<Assigned> {
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  const driver = await createAccount(staff, 'driver', { phoneNumber: `+1 917 555 ${digits}` });
  const notes = `Two child seats, call on landing ${uniqueName()}`;
  const booked = await bookByApi(staff, {
    pickUpInMinutes: 2 * 24 * 60,
    meetAndGreet: true,
    details: { flightNumber: 'B6 1234', airline: 'JetBlue', comments: notes },
  });
  const headers = await authHeader(staff);
  const details = await staff.request.get(`/api/v1/reservations/${booked.id}`, { headers });
  expect(details.status(), await details.text()).toBe(200);
  const trip = (await details.json()).data as { version: number; cars: { slots: { id: number }[] }[] };
  const slotId = trip.cars[0]!.slots[0]!.id;
  const assigned = await staff.request.put(`/api/v1/reservations/${booked.id}/drivers`, {
    headers,
    data: { version: trip.version, slots: [{ slotId, driverId: driver.id }] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { driver, booked, notes };
}

test('a driver opens their job on a phone: the card, then Call, Text, Navigate, the passenger, flight, sign and notes', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const { driver, booked, notes } = await assignedJob(page);
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  const failed = failedRequests(phone);
  try {
    await signIn(phone, driver);
    await phone.getByRole('link', { name: /Your jobs/ }).click();
    await expect(phone).toHaveURL(`/users/${driver.id}/jobs`);
    // On a phone: a list of cards, not a table to scroll sideways.
    const cards = phone.getByRole('list', { name: 'Jobs' });
    const card = cards.getByRole('listitem').filter({ hasText: booked.number });
    await expect(card).toContainText('Assigned');
    await expect(card).toContainText('JFK Terminal 4');
    await expect(card).toContainText(booked.passenger);
    await expect(phone.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(phone);
    await waitForQuietNetwork(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'driver-jobs-cards-390');

    await card.getByRole('link', { name: new RegExp(booked.number) }).click();
    await expect(phone).toHaveURL(`/jobs/${booked.id}`);
    await expect(phone.getByRole('heading', { level: 1, name: `Job ${booked.number}` })).toBeVisible();
    const call = phone.getByRole('link', { name: `Call ${booked.passenger}` });
    const text = phone.getByRole('link', { name: `Text ${booked.passenger}` });
    await expect(call).toHaveAttribute('href', 'tel:+12125550177');
    await expect(text).toHaveAttribute('href', 'sms:+12125550177');
    const navigate = phone.getByRole('link', { name: /^Navigate to / });
    await expect(navigate).toHaveCount(2);
    for (const link of await navigate.all())
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    // Big enough for a thumb.
    for (const target of [call, text, navigate.first()]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const passenger = phone.getByRole('region', { name: 'Passenger' });
    await expect(passenger).toContainText(booked.passenger);
    await expect(passenger).toContainText('Passengers2');
    const arrival = phone.getByRole('region', { name: 'Flight and meet & greet' });
    await expect(arrival).toContainText('B6 1234 (JetBlue)');
    await expect(arrival).toContainText(`Name sign${booked.passenger}`);
    await expect(phone.getByRole('region', { name: 'Notes' })).toContainText(notes);
    await expect(phone.getByRole('region', { name: 'Your car and share' })).toContainText('Sedan #1');
    await expect(phone.getByRole('region', { name: 'Pickup' })).toContainText(
      /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/,
    );
    await expectNoSidewaysScroll(phone);

    for (const mode of ['light', 'dark'] as const) {
      await useTheme(phone, mode);
      await expect(phone.getByRole('heading', { level: 1, name: `Job ${booked.number}` })).toBeVisible();
      await waitForQuietNetwork(phone);
      expect(await seriousViolations(phone), `${mode} theme`).toEqual([]);
      await saveScreenshot(phone, `driver-job-390-${mode}`);
    }

    // The same at a desk: the table gains the passenger's columns; the job page stays one centred column.
    await phone.setViewportSize(DESK);
    await phone.goto(`/users/${driver.id}/jobs`);
    const job = row(phone, booked.number);
    for (const header of ['Route', 'Passenger', 'Flight', 'Notes', 'Car and share'])
      await expect(phone.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(job).toContainText(booked.passenger);
    await expect(job).toContainText('+1 212 555 0177 · 2 pax');
    await expect(job).toContainText('B6 1234 (JetBlue)');
    await expect(job).toContainText(notes);
    await waitForQuietNetwork(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await saveScreenshot(phone, 'driver-own-jobs-1280');
    await job.getByRole('link', { name: booked.number }).click();
    await expect(phone.getByRole('heading', { level: 1, name: `Job ${booked.number}` })).toBeVisible();
    await waitForQuietNetwork(phone);
    await saveScreenshot(phone, 'driver-job-1280');
    await useTheme(phone, 'light');
    expect(failed).toEqual([]);

    // A trip that is not theirs shows nothing of it (the server's 404, said in words).
    await phone.goto(`/jobs/${booked.id + 1_000_000}`);
    await expect(phone.getByText(/is not one of your jobs/)).toBeVisible();
  } finally {
    await context.close();
    await driver.remove();
  }
});

test('a dispatcher opens a driver’s jobs from the Drivers list and a job, with no refused request', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const { driver, booked, notes } = await assignedJob(page);
  const context = await browser.newContext({ viewport: DESK });
  const dispatcher = await context.newPage();
  const failed = failedRequests(dispatcher);
  try {
    await signIn(dispatcher, 'dispatcher', `/drivers?search=${encodeURIComponent(driver.lastName)}`);
    await row(dispatcher, driver.lastName).getByRole('button', { name: 'Jobs' }).click();
    await expect(dispatcher).toHaveURL(`/drivers/${driver.id}/jobs`);
    await expect(
      dispatcher.getByRole('heading', { level: 1, name: `Jobs of ${driver.firstName} ${driver.lastName}` }),
    ).toBeVisible();
    const job = row(dispatcher, booked.number);
    await expect(job).toContainText(booked.passenger);
    await expect(job).toContainText(notes);
    await waitForQuietNetwork(dispatcher);
    expect(await seriousViolations(dispatcher)).toEqual([]);
    await saveScreenshot(dispatcher, 'dispatcher-driver-jobs-1280');

    await job.getByRole('link', { name: booked.number }).click();
    await expect(dispatcher).toHaveURL(`/jobs/${booked.id}?driver=${driver.id}`);
    await expect(dispatcher.getByText(`Driven by ${driver.firstName} ${driver.lastName}`)).toBeVisible();
    await expect(dispatcher.getByRole('region', { name: 'Notes' })).toContainText(notes);
    await expect(dispatcher.getByRole('link', { name: 'Open the trip’s details' })).toBeVisible();

    // On a phone the dispatcher's schedule is cards too.
    await dispatcher.setViewportSize(PHONE);
    await dispatcher.goto(`/drivers/${driver.id}/jobs`);
    await expect(
      dispatcher.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: booked.number }),
    ).toBeVisible();
    await expectNoSidewaysScroll(dispatcher);
    await waitForQuietNetwork(dispatcher);
    expect(await seriousViolations(dispatcher)).toEqual([]);
    await saveScreenshot(dispatcher, 'dispatcher-driver-jobs-390');
    expect(failed).toEqual([]);

    // The administrator: the same schedule, and the driver's profile Jobs tab, with nothing refused either.
    const adminFailed = failedRequests(page);
    await page.setViewportSize(DESK);
    await page.goto(`/drivers/${driver.id}/jobs`);
    await expect(row(page, booked.number)).toBeVisible();
    await page.goto(`/users/${driver.id}/jobs`);
    await expect(row(page, booked.number)).toBeVisible();
    await waitForQuietNetwork(page);
    expect(adminFailed).toEqual([]);
  } finally {
    await context.close();
    await driver.remove();
  }
});
