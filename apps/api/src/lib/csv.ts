import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV export (decision 013): RFC 4180 escaping, guarded against spreadsheet formula injection, streamed
 * batch by batch so an export of every page never builds one big array.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A sign followed only by digits, spaces, dots, hyphens and parentheses: a phone number (`+1 (646) 555-0111`) or a
 * signed number. A spreadsheet may read it as arithmetic, but it names no function, no cell and no other program
 * (those need letters, `!` or `|`), so it cannot fetch, link or run anything (decision 056).
 */
const SIGNED_DIGITS = /^[+-][0-9 ().-]*$/;

/**
 * Whether a spreadsheet could run this text as a formula (OWASP's CSV injection): it starts with `=`, `@`, a tab or
 * a carriage return, or with `+` or `-` followed by anything but digits and phone punctuation.
 */
export const isFormulaLike = (text: string) => FORMULA_START.test(text) && !SIGNED_DIGITS.test(text);

/**
 * One cell: a formula-like text gets a leading `'`, so it shows as text and runs nothing; a phone number is left as
 * it is (the `'` showed in the sheet). Quotes, commas and line breaks are quoted.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && isFormulaLike(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** The lines of a CSV file: the header, then each batch of rows as it arrives. */
export async function* csvLines<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>) {
  yield csvLine(columns.map((c) => c.header));
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(columns.map((c) => c.value(row)));
    if (chunk) yield chunk;
  }
}

/**
 * Sends the CSV as a download named `<name>-<date>.csv`. The first batch is read before any byte is sent, so a
 * query that fails (bad input, a database error) is an ordinary error response instead of a download cut off
 * after its header line.
 */
export async function sendCsv<T>(
  reply: FastifyReply,
  options: { name: string; date: string; columns: readonly CsvColumn<T>[]; batches: AsyncIterable<readonly T[]> },
) {
  const iterator = options.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* batches() {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.name}-${options.date}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(options.columns, batches())));
}

/** The cells of a list of names (roles, permissions): one cell, names separated by "; ". */
export const namesCell = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join('; ');
