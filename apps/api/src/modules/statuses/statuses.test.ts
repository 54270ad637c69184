import { RESERVATION_STATUSES } from '@livery/domain';
import { expect, it } from 'vitest';
import { bearer, CUSTOMER, signIn, useTestApp } from '../../test/helper.js';

const ctx = useTestApp();

it('lists the eight statuses to any signed-in user', async () => {
  const token = await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password);
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/statuses', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  expect(response.json().count).toBe(8);
  expect(response.json().dataItems.map((s: { name: string }) => s.name)).toEqual([...RESERVATION_STATUSES]);
});

it('needs a token', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/statuses' })).statusCode).toBe(401);
});
