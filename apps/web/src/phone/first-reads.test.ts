import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceKeys, reservationKeys } from '../lib/query-keys';
import { startPage } from './first-reads';

const base64url = (json: object) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Where the entry starts (a `Location` as far as the head start reads it). */
const at = (url: string): Location => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return Object.assign(Object.create(null), { pathname, search });
};

/** The query keys asked for, with `restored` the session's restore, which has not settled. */
function firstReads(url: string) {
  const client = new QueryClient();
  const asked = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  startPage(client, new Promise(() => {}), at(url));
  return () => asked.mock.calls.map(([options]) => options.queryKey);
}

afterEach(() => {
  document.cookie = 'livery.token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
});

describe('the phone entry’s head start (decision 085)', () => {
  it('asks for a customer’s trip at once, before the session is back', () => {
    expect(firstReads('/trips/12')()).toEqual([reservationKeys.customerTrip(12)]);
  });

  it('asks for a driver’s jobs and job by the id their token names, before the session is back', async () => {
    document.cookie = `livery.token=${base64url({ alg: 'HS256' })}.${base64url({ sub: '7' })}.sig; path=/`;
    const today = firstReads('/today');
    const job = firstReads('/jobs/31');
    const staff = firstReads('/jobs/31?driver=9');
    const reference = [referenceKeys.statuses, referenceKeys.businessDate];
    await vi.waitFor(() => expect(today()).toHaveLength(3));
    expect(today()).toEqual([...reference, reservationKeys.rows('today', 7)]);
    await vi.waitFor(() => expect(job()).toEqual([...reference, reservationKeys.job(31, 7)]));
    await vi.waitFor(() => expect(staff()).toEqual([...reference, reservationKeys.job(31, 9)]));
  });

  it('asks for the session’s statuses and business date beside `GET /me` when there is a token (decision 086)', () => {
    const signedOut = firstReads('/trips/12');
    document.cookie = `livery.token=${base64url({ alg: 'HS256' })}.${base64url({ sub: '7' })}.sig; path=/`;
    expect(signedOut()).toEqual([reservationKeys.customerTrip(12)]);
    expect(firstReads('/trips/12')()).toEqual([
      reservationKeys.customerTrip(12),
      referenceKeys.statuses,
      referenceKeys.businessDate,
    ]);
    expect(firstReads('/reservations')()).toEqual([]);
  });

  it('asks for nothing at an address that is no page of it, or no trip', async () => {
    const other = firstReads('/reservations');
    const noTrip = firstReads('/trips/abc');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(other()).toEqual([]);
    expect(noTrip()).toEqual([]);
  });
});
