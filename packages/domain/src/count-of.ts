/**
 * A count with its noun in the right number: `countOf(1, 'trip')` → "1 trip", `countOf(3, 'trip')` → "3 trips",
 * `countOf(2, 'person', 'people')` → "2 people". Every count a screen or message shows goes through it ("1 trips",
 * issue 22).
 */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : plural}`;
}
