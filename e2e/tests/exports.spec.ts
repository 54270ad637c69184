import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures';

// Every list offers Export CSV of what it shows (its role, search and sort), as the catalogue lists do.
const LISTS = [
  { path: '/affiliates', header: 'Name,Created At' },
  { path: '/customers', header: 'First Name,Last Name,Email,Phone Number,Roles,Created At' },
  { path: '/drivers', header: 'First Name,Last Name,Email,Phone Number,Roles,Created At' },
  { path: '/settings/roles', header: 'Name,Permissions,Created At' },
  { path: '/settings/permissions', header: 'Name,Roles,Created At' },
  { path: '/settings/users-with-roles', header: 'Name,Email,Phone Number,Roles,Created At' },
];

test('an admin exports every list that is not a catalogue list as CSV', async ({ page }) => {
  await signIn(page, 'admin');
  for (const { path, header } of LISTS) {
    await page.goto(path);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0], path).toBe(header);
    expect(text.split('\r\n').length, path).toBeGreaterThan(2);
  }
});

test('the drivers export holds drivers only, and the customers export customers only', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [path, role] of [
    ['/drivers', 'driver'],
    ['/customers', 'customer'],
  ] as const) {
    await page.goto(path);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const rows = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.toLowerCase(), path).toContain(role);
  }
});
