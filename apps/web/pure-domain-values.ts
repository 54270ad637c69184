import type { Plugin } from 'vite';

/** The domain's sources, as the web resolves them (`livery-source`): its tests are never bundled. */
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);

/** Whether evaluating `node` calls something: a call or `new` anywhere in it, outside the functions it defines. */
function callsSomething(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsSomething);
  if (typeof node !== 'object' || node === null || !('type' in node)) return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression')
    return true;
  if (typeof node.type === 'string' && FUNCTIONS.has(node.type)) return false;
  return Object.values(node).some((value) => typeof value === 'object' && callsSomething(value));
}

/**
 * The spans of a module's top-level values to mark pure: each `const x = …` (exported or not) whose initializer calls
 * something (`z.object(…)`, `{ version: z.number() }`). Initializers that await are left alone (they cannot move into
 * a function).
 */
export function pureInitializers(code: string, body: readonly Node[]): { start: number; end: number }[] {
  return body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations ?? []).flatMap(({ init }) =>
      init && callsSomething(init) && !/\bawait\b/.test(code.slice(init.start, init.end))
        ? [{ start: init.start, end: init.end }]
        : [],
    );
  });
}

/** `code` with each initializer wrapped in a call the bundler may drop: `/* @__PURE__ *\/ (() => (f(…)))()`. */
export function markPure(code: string, spans: readonly { start: number; end: number }[]): string {
  let out = code;
  for (const { start, end } of [...spans].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

/**
 * The domain is pure (STYLE §3: rules are functions of their inputs), but a bundler cannot know that a module-level
 * `export const tripSchema = z.object({…}).superRefine(…)` has no side effect, so it keeps every schema of every
 * domain module a page imports anything from — and zod with them (25 kB gzip), on pages that validate nothing
 * (decision 085). This marks each top-level value computed by a call as pure: one that no code uses is dropped, one
 * that is used is computed as before, at the same place. Build only; the API runs the domain as compiled by tsc.
 */
export function pureDomainValues(): Plugin {
  return {
    name: 'livery-pure-domain-values',
    apply: 'build',
    // After the TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id)) return null;
      const spans = pureInitializers(code, this.parse(code).body);
      // Inserted text moves columns on those lines only; the hidden source maps stay close enough for a stack trace.
      return spans.length === 0 ? null : { code: markPure(code, spans), map: null };
    },
  };
}
