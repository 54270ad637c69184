import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderLoops } from '../../../../scripts/module-graph.mjs';

/** One shape for every module (issue 23, decision 057): no two folders import each other, directly or in a circle. */
describe('the folders of the code', () => {
  const root = (dir: string) => fileURLToPath(new URL(`../../../../${dir}`, import.meta.url));

  it('import each other without a loop in the API (modules, reservation acts, plugins, lib, db)', () => {
    expect(folderLoops(root('apps/api/src'))).toEqual([]);
  });

  it('import each other without a loop in the web app (features, components, lib, app)', () => {
    expect(folderLoops(root('apps/web/src'))).toEqual([]);
  });
});
