#!/usr/bin/env node
/**
 * Folder loops (issue 23, decision 057; issue 37, decision 072): which units of a source tree import one another in a
 * circle. A file's unit is its folder as `unitOf` says (a module, a reservation act, a web feature, a file or folder of
 * the web's `app/`, `lib`, `db` …); an import from one unit into another is an edge; a loop is a strongly connected set
 * of two or more units. Imports are resolved to the file they reach (`'../../home'` is `features/home/index.ts`),
 * dynamic `import()` included. Tests are left out: they may reach anywhere to set up what they need.
 *
 *   node scripts/module-graph.mjs apps/web/src     # prints the loops, exits 1 when there is one
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|(^|\/)(test|testing)\//;
const IMPORT = /(?:\bfrom|\bimport\s*\(?)\s*['"](\.[^'"]*)['"]/g;

function* sourceFiles(dir, root = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, root);
    else if (SOURCE.test(entry.name) && !TEST.test(path.relative(root, full).split(path.sep).join('/'))) yield full;
  }
}

/** Folders whose every child is a unit of its own: an API module, a web feature, a piece of the web's app shell. */
const SPLIT = new Set(['modules', 'features', 'app']);

/**
 * The unit of a file, from its path relative to the source root: a file directly in the root is a unit of its own
 * (`config.ts`); a child of `modules/`, `features/` or `app/` is one (`features/home`, `app/navigation.ts`,
 * `app/screens`), a reservation act is `reservations/<act>`; anything else is its top folder (`lib`, `schemas`).
 */
export function unitOf(relative) {
  const parts = relative.split(path.sep).join('/').split('/');
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'modules' && parts[1] === 'reservations' && parts.length > 3) return `reservations/${parts[2]}`;
  if (SPLIT.has(parts[0])) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The source file an import names (`./x.js` is `x.ts`, `../../home` is `home/index.ts`), or undefined (a `.css`). */
export function resolveImport(fromFile, spec) {
  const target = path.resolve(path.dirname(fromFile), spec);
  const bare = target.replace(/\.(js|jsx)$/, '');
  const candidates = [
    `${bare}.ts`,
    `${bare}.tsx`,
    target,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile());
}

/** The import graph between the units of `srcDir`: unit → units it imports, with one file that does. */
export function unitGraph(srcDir) {
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = unitOf(path.relative(srcDir, file));
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, spec);
      const relative = target && path.relative(srcDir, target);
      if (!relative || relative.startsWith('..')) continue;
      const to = unitOf(relative);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, path.relative(srcDir, file));
    }
  }
  return graph;
}

/** Every loop: the units of each strongly connected set of two or more (Tarjan). */
export function folderLoops(srcDir) {
  const graph = unitGraph(srcDir);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (unit) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit));
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const set = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      set.push(member);
    } while (member !== unit);
    if (set.length > 1) {
      const edges = set.flatMap((a) =>
        [...(graph.get(a) ?? [])].filter(([b]) => set.includes(b)).map(([b, file]) => `${a} → ${b} (${file})`),
      );
      loops.push({ units: set.sort(), edges });
    }
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return loops;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const loops = folderLoops(path.resolve(process.argv[2] ?? '.'));
  for (const loop of loops) console.log(`loop: ${loop.units.join(', ')}\n  ${loop.edges.join('\n  ')}`);
  if (loops.length === 0) console.log('no folder loops');
  process.exit(loops.length ? 1 : 0);
}
