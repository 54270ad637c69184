import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The signed-in page's token, for the API calls a test makes its data with. */
export async function authHeader(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => document.cookie.match(/livery\.token=([^;]+)/)?.[1]);
  return { authorization: `Bearer ${decodeURIComponent(token ?? '')}` };
}

/** A name no other test or retry uses. */
export const uniqueName = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  lastName: string;
  /** Deletes the account (call it in `finally`). */
  remove: () => Promise<void>;
}

const DRIVER_FIELDS = {
  phoneType: '@vtext.com',
  socialSecurityNumber: '123456789',
  dob: '1980-04-02',
  address: 'LaGuardia Airport (LGA), East Elmhurst, NY 11371',
};

/**
 * Creates a customer or driver through the API as the page's signed-in user (who needs the right to),
 * with a password set, so a test can sign in as someone of its own and never touches the seed.
 */
export async function createAccount(page: Page, role: 'customer' | 'driver'): Promise<TestAccount> {
  const request: APIRequestContext = page.request;
  const headers = await authHeader(page);
  const unique = uniqueName();
  const email = `${role}-${unique}@example.com`;
  const lastName = `Test${unique}`;
  const password = `Pass-${unique}-1`;
  const created = await request.post('/api/v1/users', {
    headers,
    data: {
      firstName: role === 'driver' ? 'Dora' : 'Cleo',
      lastName,
      email,
      phoneNumber: '+1 212 555 0199',
      role,
      ...(role === 'driver' ? DRIVER_FIELDS : {}),
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
    lastName,
    remove: async () => {
      await request.delete(`/api/v1/users/${id}`, { headers });
    },
  };
}
