import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS } from './constants';

/** The signed-in page's token, for the API calls a test makes its data with. */
export async function authHeader(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => document.cookie.match(/livery\.token=([^;]+)/)?.[1]);
  return { authorization: `Bearer ${decodeURIComponent(token ?? '')}` };
}

/** The demo admin's API session, signed in through the API on `request` (no page): its bearer header. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post('/api/v1/login', { data: USERS.admin });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).data.token as string}` };
}

/** A name no other test or retry uses. */
export const uniqueName = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Deletes the account (call it in `finally`; best effort, a failure is logged). */
  remove: () => Promise<void>;
}

const DRIVER_FIELDS = {
  phoneType: '@vtext.com',
  socialSecurityNumber: '123456789',
  dob: '1980-04-02',
  address: 'LaGuardia Airport (LGA), East Elmhurst, NY 11371',
};

const FIRST_NAMES = { customer: 'Cleo', driver: 'Dora', admin: 'Alma' } as const;

/**
 * Creates a customer, a driver or an administrator (`'admin'`: a staff user with isAdmin, which only an admin
 * may create) through the API as the page's signed-in user (who needs the right to), with a password set,
 * so a test can sign in as someone of its own and never touches the seed.
 */
export async function createAccount(
  page: Page,
  kind: 'customer' | 'driver' | 'admin',
  {
    phoneNumber = '+1 212 555 0199',
    phoneType,
    by,
  }: {
    phoneNumber?: string;
    /** A customer's carrier (a driver always has one): their texts reach its gateway. */
    phoneType?: string;
    /** Someone else's API session than the page's (an admin's, where the page's user may not set a password). */
    by?: { request: APIRequestContext; headers: { authorization: string } };
  } = {},
): Promise<TestAccount> {
  const request: APIRequestContext = by?.request ?? page.request;
  const headers = by?.headers ?? (await authHeader(page));
  const unique = uniqueName();
  const email = `${kind}-${unique}@example.com`;
  const lastName = `Test${unique}`;
  const password = `Pass-${unique}-1`;
  const created = await request.post('/api/v1/users', {
    headers,
    data: {
      firstName: FIRST_NAMES[kind],
      lastName,
      email,
      phoneNumber,
      ...(kind === 'admin' ? { isAdmin: true } : { role: kind }),
      ...(kind === 'driver' ? DRIVER_FIELDS : {}),
      ...(phoneType ? { phoneType } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  const set = await request.put(`/api/v1/users/${id}/password`, { headers, data: { newPassword: password } });
  expect(set.status(), await set.text()).toBe(200);
  return {
    id,
    email,
    password,
    firstName: FIRST_NAMES[kind],
    lastName,
    phoneNumber,
    remove: async () => {
      // 404: the test deleted it already. Logged, not thrown, so it never hides the test's own error.
      const deleted = await request.delete(`/api/v1/users/${id}`, { headers }).catch((error: Error) => error);
      if (deleted instanceof Error || (!deleted.ok() && deleted.status() !== 404)) {
        console.warn(`could not remove user ${email}:`, deleted instanceof Error ? deleted : deleted.status());
      }
    },
  };
}

/**
 * Deletes, through the API, the records of a list whose `field` is exactly `value` (found with the list's
 * search, narrowed by `filters` such as `{ role: 'driver' }`, which a dispatcher needs to list users). For a
 * test's `finally`: best effort, so a failure here never hides the test's own error (it is logged), and a record
 * the test already deleted through the screen is simply not found.
 */
export async function removeListed(
  page: Page,
  collection: 'affiliates' | 'cars' | 'surges' | 'addons' | 'discount-codes' | 'users',
  field: 'name' | 'code' | 'email',
  value: string,
  filters: Record<string, string> = {},
): Promise<void> {
  try {
    const headers = await authHeader(page);
    const found = await page.request.get(`/api/v1/${collection}`, {
      headers,
      params: { ...filters, search: value, limit: 500 },
    });
    if (!found.ok()) throw new Error(`listing answered ${found.status()}: ${await found.text()}`);
    const rows = (await found.json()).dataItems as Record<string, unknown>[];
    for (const row of rows.filter((r) => r[field] === value)) {
      const deleted = await page.request.delete(`/api/v1/${collection}/${String(row['id'])}`, { headers });
      if (!deleted.ok()) throw new Error(`deleting answered ${deleted.status()}: ${await deleted.text()}`);
    }
  } catch (error) {
    console.warn(`could not remove ${collection} ${value}:`, error);
  }
}
