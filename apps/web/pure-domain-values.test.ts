import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markPure, pureInitializers } from './pure-domain-values';

const marked = (code: string) => markPure(code, pureInitializers(code, parseAst(code).body));

describe('the domain’s top-level values marked pure for the bundler (decision 085)', () => {
  it('wraps each value a call computes, in an object or not, and nothing else', () => {
    const code = [
      "import { z } from 'zod';",
      'export const LIMIT = 5;',
      "export const LABELS = { a: 'A' };",
      'export const schema = z.object({ a: z.string().min(1) }).superRefine(() => {});',
      'const stamps = { version: z.number().int() };',
      'export const make = (label) => z.string().min(1, label);',
      'export function rule(x) { return x > LIMIT; }',
      'export const left = await Promise.resolve(1);',
    ].join('\n');
    const out = marked(code);
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain("export const LABELS = { a: 'A' };");
    expect(out).toContain(
      'export const schema = /* @__PURE__ */ (() => (z.object({ a: z.string().min(1) }).superRefine(() => {})))();',
    );
    // An object literal stays an expression (not a block) inside the arrow.
    expect(out).toContain('const stamps = /* @__PURE__ */ (() => ({ version: z.number().int() }))();');
    expect(out).toContain('export const make = (label) => z.string().min(1, label);');
    expect(out).toContain('export const left = await Promise.resolve(1);');
  });

  it('keeps positions right past text outside ASCII', () => {
    const code = "export const quote = 'it’s “fine”';\nexport const s = f('é');\n";
    expect(marked(code)).toBe(
      "export const quote = 'it’s “fine”';\nexport const s = /* @__PURE__ */ (() => (f('é')))();\n",
    );
  });
});
