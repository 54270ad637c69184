import { describe, expect, it } from 'vitest';
import { parseCsv } from './catalogue.js';
import { ADMIN, CUSTOMER, DISPATCHER, signedIn, useTestApp } from './helper.js';

const ctx = useTestApp();
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('CSV export on every list', () => {
  it('exports affiliates, customers, drivers, roles, permissions and users with roles, filtered like the list', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/v1/affiliates', headers: admin, payload: { name: 'Export Co' } });
    const cases: [string, string[], (rows: string[][]) => void][] = [
      ['/affiliates/export.csv?search=export', ['Name', 'Created At'], (rows) => expect(rows[0]![0]).toBe('Export Co')],
      [
        '/users/export.csv?role=customer',
        ['First Name', 'Last Name', 'Email', 'Phone Number', 'Roles', 'Created At'],
        (rows) => expect(rows.map((r) => r[2])).toContain(CUSTOMER.email),
      ],
      [
        '/users/export.csv?role=driver&sort=email',
        ['First Name', 'Last Name', 'Email', 'Phone Number', 'Roles', 'Created At'],
        (rows) => expect(rows.every((r) => r[4]!.toLowerCase().includes('driver'))).toBe(true),
      ],
      [
        '/roles/export.csv?search=dispatcher',
        ['Name', 'Permissions', 'Created At'],
        (rows) => expect(rows[0]![1]).toContain('reservations:view'),
      ],
      [
        '/permissions/export.csv?search=cars:',
        ['Name', 'Roles', 'Created At'],
        (rows) => expect(rows.length).toBeGreaterThan(3),
      ],
      [
        '/roles/users/export.csv?sort=email',
        ['Name', 'Email', 'Phone Number', 'Roles', 'Created At'],
        (rows) => expect(rows.map((r) => r[1])).toContain(ADMIN.email),
      ],
    ];
    for (const [url, header, check] of cases) {
      const response = await get(url, admin);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const [head, ...rows] = parseCsv(response.body);
      expect(head, url).toEqual(header);
      expect(rows.length, url).toBeGreaterThan(0);
      check(rows);
    }
  });

  it('needs the list’s own permission and never writes an SSN', async () => {
    expect((await get('/roles/export.csv', customer)).statusCode).toBe(403);
    expect((await get('/users/export.csv?role=driver', customer)).statusCode).toBe(403);
    const drivers = await get('/users/export.csv?role=driver', dispatcher);
    expect(drivers.statusCode).toBe(200);
    expect(drivers.body).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect((await get('/affiliates/export.csv?sort=password', admin)).statusCode).toBe(400);
  });
});
