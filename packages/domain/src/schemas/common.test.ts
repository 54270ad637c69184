import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idInPath, idSchema, MAX_INT32 } from './common.js';

/** What the pages checked before (issue 38): written plainly, and an id `idSchema` takes. */
const asThePagesDid = (text: string | undefined) =>
  text && /^[1-9]\d*$/.test(text) && idSchema.safeParse(Number(text)).success ? Number(text) : null;

describe('an id in a page’s address', () => {
  it('is a whole number from 1 to the largest integer, written plainly', () => {
    expect(idInPath('1')).toBe(1);
    expect(idInPath('12')).toBe(12);
    expect(idInPath(String(MAX_INT32))).toBe(MAX_INT32);
    for (const text of [undefined, null, '', '0', '012', '-3', '+3', '1e3', '1.0', ' 1', 'abc', String(MAX_INT32 + 1)])
      expect(idInPath(text), String(text)).toBeNull();
    expect(idInPath('99999999999999999999')).toBeNull();
  });

  it('takes exactly what the schema-backed check took', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[0-9]{1,12}$/),
      fc.integer({ min: -10, max: MAX_INT32 + 10 }).map(String),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(idInPath(text), text).toBe(asThePagesDid(text));
      }),
    );
  });
});
