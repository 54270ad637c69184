/**
 * Counts the type-assertion casts in the product's source (issue 23): every `x as T` expression except
 * `as const`, in the `.ts`/`.tsx` files git tracks or would (not ignored) under `apps/<app>/src` and `packages/domain/src`, test code
 * left out (`*.test.*`, `test/` and `testing/` folders). `as unknown as T` is counted once as a cast and
 * reported on its own as well, since it silences the compiler entirely.
 *
 * Usage: node scripts/count-casts.mjs [N] [--max=M]
 *   N        also list the N files with the most casts
 *   --max=M  exit 1 when there are more than M casts (a ceiling for CI)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const maxArg = args.find((a) => a.startsWith('--max='));
const max = maxArg === undefined ? undefined : Number(maxArg.slice('--max='.length));
if (max !== undefined && !Number.isInteger(max)) {
  console.error(`--max needs a whole number, not "${maxArg}"`);
  process.exit(2);
}
const shown = Number(args.find((a) => !a.startsWith('--')) ?? 0);

const isSource = (file) => /^(apps\/[^/]+\/src|packages\/domain\/src)\/.*\.tsx?$/.test(file);
const isTest = (file) => /\.test\.|\/test\/|\/testing\//.test(file);
// Filtered here rather than by a git pathspec: `src/**/*.ts` would miss the files directly in `src/`. Files not yet
// committed count too (`--others`, ignored ones aside), files deleted in the work tree do not.
const listed = ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'apps', 'packages/domain/src'];
const files = [...new Set(execFileSync('git', listed, { cwd: root, encoding: 'utf8' }).split('\n'))].filter(
  (file) => isSource(file) && !isTest(file) && existsSync(path.join(root, file)),
);

const isAsConst = (node) => ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
const isUnknown = (node) => node.type.kind === ts.SyntaxKind.UnknownKeyword;

let total = 0;
let unknownCasts = 0;
const perFile = new Map();
for (const file of files) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isAsExpression(node) && !isAsConst(node)) {
      total++;
      perFile.set(file, (perFile.get(file) ?? 0) + 1);
      // `x as unknown as T`: the outer cast of an inner `as unknown`.
      if (ts.isAsExpression(node.expression) && isUnknown(node.expression)) unknownCasts++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

console.log('casts', total, 'as unknown as', unknownCasts);
const worst = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, shown);
for (const [file, count] of worst) console.log(count, file);
if (max !== undefined && total > max) {
  console.error(`${total} casts, more than the ${max} allowed`);
  process.exit(1);
}
