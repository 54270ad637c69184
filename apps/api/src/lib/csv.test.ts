import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvLines } from './csv.js';

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
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
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
