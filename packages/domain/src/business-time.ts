/**
 * Wall-clock times of the business (DESIGN.md §3): a pickup is chosen as `YYYY-MM-DDTHH:mm` in the business time
 * zone and stored as an instant. Intl only (no date library), safe across daylight-saving changes.
 */
import { isIsoDate } from './dates.js';

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** A real `YYYY-MM-DDTHH:mm` (no seconds, no offset). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1] ?? '');
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The business's wall clock at this instant: `2026-11-23T14:05`. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const asUtcMillis = (local: string) => Date.parse(`${local}:00Z`);

/**
 * The instant a wall-clock time names in the time zone. Where the clock goes back (01:30 happens twice in
 * New York on the first Sunday of November) it is the first of the two; where it jumps forward (02:30 on the
 * second Sunday of March does not exist) the answer is `null`, and the caller asks for another time.
 */
export function fromLocalDateTime(local: string, timeZone: string): Date | null {
  if (!isLocalDateTime(local)) return null;
  const wall = asUtcMillis(local);
  // The zone's offsets a day either side cover any change of offset near this time.
  const candidates = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    const offset = asUtcMillis(toLocalDateTime(new Date(probe), timeZone)) - Math.floor(probe / 60_000) * 60_000;
    candidates.add(wall - offset);
  }
  const matches = [...candidates].filter((t) => toLocalDateTime(new Date(t), timeZone) === local).sort((a, b) => a - b);
  return matches[0] === undefined ? null : new Date(matches[0]);
}

/**
 * The first instant of a business date (`YYYY-MM-DD`): its midnight in the time zone, or 01:00 where the clock
 * jumps over midnight that day (a spring-forward at 00:00, as Havana's). A date filter is `[start of from, start
 * of the day after to)`, so 23:30 on the 5th in New York is the 5th, whatever UTC says.
 */
export function startOfBusinessDay(date: string, timeZone: string): Date {
  const midnight = fromLocalDateTime(`${date}T00:00`, timeZone) ?? fromLocalDateTime(`${date}T01:00`, timeZone);
  if (!midnight) throw new Error(`No start of ${date} in ${timeZone}`);
  return midnight;
}

/** Whole and partial hours from `now` until `instant` (negative when past). */
export function hoursBetween(now: Date, instant: Date): number {
  return (instant.getTime() - now.getTime()) / 3_600_000;
}
