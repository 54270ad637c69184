import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvLines, isFormulaLike } from './csv.js';

describe('csv', () => {
  it('escapes per RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });

  it('guards text against formula injection', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // A sign then a function, a cell or another program (DDE) is a formula however it is written.
    expect(csvCell('+HYPERLINK("http://x.test")')).toBe(`"'+HYPERLINK(""http://x.test"")"`);
    expect(csvCell('-1+SUM(A1:A9)')).toBe("'-1+SUM(A1:A9)");
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell('-2+A1')).toBe("'-2+A1");
    expect(csvCell('+1 646 555 0111 x=1')).toBe("'+1 646 555 0111 x=1");
    expect(csvCell(-2)).toBe('-2');
  });

  it('leaves phone numbers and signed numbers as they are (no stray apostrophe in the sheet)', () => {
    for (const phone of ['+1 646 555 0111', '+1 (646) 555-0111', '+16465550111', '+44 20.7946.0958', '-2', '-']) {
      expect(csvCell(phone), phone).toBe(phone);
      expect(isFormulaLike(phone), phone).toBe(false);
    }
    expect(csvLine(['Dora', '+1 212 555 0199'])).toBe('Dora,+1 212 555 0199\r\n');
  });

  it('streams the header and then each batch', async () => {
    async function* batches() {
      yield [{ n: 'a' }];
      yield [];
      yield [{ n: 'b' }, { n: 'c' }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvLines([{ header: 'Name', value: (r: { n: string }) => r.n }], batches())) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual(['Name\r\n', 'a\r\n', 'b\r\nc\r\n']);
  });
});
