import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { screensOf } from './phone-pages';

describe('the phone’s pages as its build lists them (decision 085)', () => {
  it('reads each screen of the phone’s table with the page its load imports', () => {
    const table = readFileSync(path.join(import.meta.dirname, 'src/app/screens/phone.ts'), 'utf8');
    expect(screensOf(parseAst(table, { lang: 'ts' }))).toEqual([
      { path: 'today', specifier: '../../features/jobs/components/today-page' },
      { path: 'jobs/:reservationId/sign', specifier: '../../features/jobs/components/name-sign-page' },
      { path: 'jobs/:reservationId', specifier: '../../features/jobs/components/driver-job-page' },
      { path: 'trips/:reservationId', specifier: '../../features/trips/components/customer-trip-page' },
    ]);
  });

  it('reads the dashboard’s main screens, a list’s import inside its `list(…)` (decision 087)', () => {
    const table = readFileSync(path.join(import.meta.dirname, 'src/app/screens/main.ts'), 'utf8');
    const screens = screensOf(parseAst(table, { lang: 'ts' }));
    expect(screens).toContainEqual({ path: 'addons', specifier: '../../features/addons/components/addons-list' });
    expect(screens).toContainEqual({
      path: 'reservations',
      specifier: '../../features/reservations/components/reservations-list',
    });
    expect(screens).toContainEqual({ path: 'settings', specifier: './settings-page' });
  });
});
