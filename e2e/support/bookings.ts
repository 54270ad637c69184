import type { ReservationDetails } from '@livery/domain';
import { expect, type Page } from '@playwright/test';
import { authHeader, uniqueName } from './accounts';

/** The business's wall clock (`YYYY-MM-DDTHH:mm`, America/New_York) `minutes` from now. */
export function businessTimeIn(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

export interface BookedByApi {
  id: number;
  number: string;
  returnNumber: string | null;
  total: number;
  passenger: string;
  email: string;
}

/**
 * Books a trip through the API as the page's signed-in user (who may book unpaid, or `paypal`: pays through the
 * PayPal stand-in, approving the order as a payer's browser would): from JFK Terminal 4 to the Empire State
 * Building (or `dropOffAddress`), one Sedan (or `sedans`), a passenger of the test's own; a return `returnAfterMinutes` later when given;
 * meet & greet and the customer step's flight and comments when given.
 */
export async function bookByApi(
  page: Page,
  {
    pickUpInMinutes,
    returnAfterMinutes,
    sedans = 1,
    paypal = false,
    meetAndGreet = false,
    details = {},
    dropOffAddress,
  }: {
    pickUpInMinutes: number;
    returnAfterMinutes?: number;
    sedans?: number;
    paypal?: boolean;
    meetAndGreet?: boolean;
    /** A typed drop-off address (placed by the server, decision 059) instead of the Empire State Building. */
    dropOffAddress?: string;
    /** `customerId`: staff book on that customer's account (it is then among their trips); a customer on their own. */
    details?: { flightNumber?: string; airline?: string; comments?: string; customerId?: number };
  },
): Promise<BookedByApi> {
  const headers = await authHeader(page);
  const get = async <T>(path: string): Promise<T> => {
    const answer = await page.request.get(`/api/v1${path}`, { headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as T;
  };
  const airports = await get<{ dataItems: { code: string; terminals: { id: number; name: string }[] }[] }>(
    '/airports?includeLocations=true',
  );
  const terminal = airports.dataItems.find((a) => a.code === 'JFK')?.terminals.find((t) => t.name === 'JFK Terminal 4');
  const places = await get<{ dataItems: { id: number; name: string }[] }>('/places?search=Empire&limit=5');
  const empire = places.dataItems.find((p) => p.name.includes('Empire State'));
  const cars = await get<{ dataItems: { id: number; name: string }[] }>('/cars/available');
  const sedan = cars.dataItems.find((c) => c.name === 'Sedan');
  if (!terminal || !empire || !sedan) throw new Error('the seeded JFK Terminal 4, Empire State Building or Sedan');

  const trip = {
    tripType: 'from-airport',
    pickUp: { placeId: terminal.id, address: 'JFK Terminal 4, John F. Kennedy International Airport' },
    dropOff: dropOffAddress === undefined ? { placeId: empire.id, address: empire.name } : { address: dropOffAddress },
    pickUpAt: businessTimeIn(pickUpInMinutes),
    passengers: 2,
    cars: [{ carId: sedan.id, count: sedans }],
    meetAndGreet,
    ...(returnAfterMinutes === undefined
      ? {}
      : { returnTrip: { pickUpAt: businessTimeIn(pickUpInMinutes + returnAfterMinutes) } }),
  };
  const quote = await page.request.post('/api/v1/reservations/quote', { headers, data: trip });
  expect(quote.status(), await quote.text()).toBe(200);
  const { total } = (await quote.json()).data as { total: number };
  const payment = paypal
    ? { kind: 'paypal', orderId: await approvedPaypalOrder(page, trip, total) }
    : { kind: 'unpaid' };
  const unique = uniqueName();
  const passenger = `Booked ${unique}`;
  const email = `booked-${unique}@example.com`;
  const booked = await page.request.post('/api/v1/reservations', {
    headers: { ...headers, 'idempotency-key': `e2e-${unique}` },
    data: {
      trip,
      customer: { name: passenger, email, phoneNumber: '+1 212 555 0177', ...details },
      expectedTotal: total,
      termsAccepted: true,
      payment,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservation, returnReservation } = (await booked.json()).data as {
    reservation: { id: number; number: string };
    returnReservation: { number: string } | null;
  };
  return { ...reservation, returnNumber: returnReservation?.number ?? null, total, passenger, email };
}

/** A PayPal order for the trip at its price, opened through the API and approved at the stand-in (decision 040). */
async function approvedPaypalOrder(page: Page, trip: object, total: number): Promise<string> {
  const headers = await authHeader(page);
  const config = await page.request.get('/api/v1/payments/paypal/config');
  const { sdkUrl } = (await config.json()).data as { sdkUrl: string };
  const opened = await page.request.post('/api/v1/reservations/paypal/orders', {
    headers,
    data: { trip, expectedTotal: total },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { orderId } = (await opened.json()).data as { orderId: string };
  const approved = await page.request.post(new URL(`/sdk/approve/${orderId}`, sdkUrl).href);
  expect(approved.status(), await approved.text()).toBe(200);
  return orderId;
}

/** A trip's details through the API, as the page's signed-in staff read them. */
export async function detailsOf(staff: Page, id: number): Promise<ReservationDetails> {
  const answer = await staff.request.get(`/api/v1/reservations/${id}`, { headers: await authHeader(staff) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: ReservationDetails }).data;
}

/** Gives the trip's first car to the driver through the API, as the assign dialog does; answers the car's slot id. */
export async function assignFirstCar(staff: Page, id: number, driverId: number): Promise<number> {
  const trip = await detailsOf(staff, id);
  const slotId = trip.cars[0]!.slots[0]!.id;
  const assigned = await staff.request.put(`/api/v1/reservations/${id}/drivers`, {
    headers: await authHeader(staff),
    data: { version: trip.version, slots: [{ slotId, driverId }] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return slotId;
}
