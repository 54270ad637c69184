import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { folderLoops, unitOf } from '../../../../scripts/module-graph.mjs';

/** One shape for every module (issue 23, decision 057): no two folders import each other, directly or in a circle. */
describe('the folders of the code', () => {
  const root = (dir: string) => fileURLToPath(new URL(`../../../../${dir}`, import.meta.url));

  it('import each other without a loop in the API (modules, reservation acts, plugins, lib, db)', () => {
    expect(folderLoops(root('apps/api/src'))).toEqual([]);
  });

  it('import each other without a loop in the web app (each feature, each file and folder of app/, lib, components)', () => {
    expect(folderLoops(root('apps/web/src'))).toEqual([]);
  });

  it('import each other without a loop in the domain (pricing, schemas, each rules file)', () => {
    expect(folderLoops(root('packages/domain/src'))).toEqual([]);
  });
});

/**
 * The script itself (issue 37, decision 072): it once read `'../../home'` as the folder `features` and the whole of
 * `app/` as one unit, so the loops below, both on the real tree then, went unseen.
 */
describe('the folder-loop script', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'folder-loops-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const tree = (name: string, files: Record<string, string>) => {
    const dir = path.join(fixture, name);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  };

  it('counts a web feature, each file and folder of app/, an API module and a reservation act as units', () => {
    expect(unitOf('features/home/components/staff-home.tsx')).toBe('features/home');
    expect(unitOf('features/home/index.ts')).toBe('features/home');
    expect(unitOf('app/navigation.ts')).toBe('app/navigation.ts');
    expect(unitOf('app/screens/main.ts')).toBe('app/screens');
    expect(unitOf('modules/auth/auth-routes.ts')).toBe('modules/auth');
    expect(unitOf('modules/reservations/quote/quote-service.ts')).toBe('reservations/quote');
    expect(unitOf('lib/theme/theme-mode.tsx')).toBe('lib');
    expect(unitOf('config.ts')).toBe('config.ts');
  });

  it('finds a loop between web features imported through their index (home → reservations → booking → home)', () => {
    const web = tree('features', {
      'features/home/index.ts': "export { StaffHome } from './components/staff-home';\n",
      'features/home/components/staff-home.tsx': "import { pickUpWithWeekday } from '../../reservations';\n",
      'features/reservations/index.ts': "export { PriceSection } from './components/price-section';\n",
      'features/reservations/components/price-section.tsx': "import { PriceLines } from '../../booking';\n",
      'features/booking/index.ts': "export { PriceLines } from './components/payment-step';\n",
      'features/booking/components/payment-step.tsx': "import { usePublicConfiguration } from '../../home';\n",
      'features/trips/index.ts': "import { StatusChip } from '../reservations/index';\n",
    });
    expect(folderLoops(web)).toEqual([
      {
        units: ['features/booking', 'features/home', 'features/reservations'],
        edges: expect.arrayContaining([
          'features/home → features/reservations (features/home/components/staff-home.tsx)',
          'features/booking → features/home (features/booking/components/payment-step.tsx)',
        ]),
      },
    ]);
  });

  it('finds a loop inside app/, through a lazy import too (navigation → screens → settings page → navigation)', () => {
    const web = tree('app', {
      'app/navigation.ts': "import { SETTINGS_SCREENS } from './screens';\n",
      'app/screens.tsx': "export { SETTINGS_SCREENS } from './screens/settings';\n",
      'app/screens/settings.ts': "const load = async () => (await import('../routes/settings')).SettingsPage;\n",
      'app/routes/settings.tsx': "import { SETTINGS_SECTIONS } from '../navigation';\nimport './settings.css';\n",
      'app/routes.tsx': "import { SETTINGS_SCREENS } from './screens';\n",
    });
    expect(folderLoops(web).map((loop) => loop.units)).toEqual([
      ['app/navigation.ts', 'app/routes', 'app/screens', 'app/screens.tsx'],
    ]);
  });

  it('resolves `.js` imports to their `.ts` file and leaves tests out', () => {
    const api = tree('api', {
      'modules/audit/index.ts': "export { recordAudit } from './audit-service.js';\n",
      'modules/audit/audit-service.ts': "import { toCents } from '../../lib/money.js';\n",
      'lib/money.ts': "import { recordAudit } from '../modules/audit/index.js';\n",
      'modules/cars/cars.test.ts': "import { toCents } from '../../lib/money.js';\n",
      'lib/money.test.ts': "import { carsRoutes } from '../modules/cars/index.js';\n",
      'modules/cars/index.ts': "export const carsRoutes = 'cars';\n",
    });
    expect(folderLoops(api).map((loop) => loop.units)).toEqual([['lib', 'modules/audit']]);
  });
});
