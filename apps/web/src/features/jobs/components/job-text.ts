import { wallClockParts, type WallClockParts } from '@livery/domain';
import { displayTimeZone } from '../../../components/data-table/display-time-zone';

/** A pickup in the business's wall clock, with its weekday (a driver plans by the day). */
export const pickUpPartsOf = (iso: string): WallClockParts => wallClockParts(new Date(iso), displayTimeZone());

/** `Thu 2031-06-05 14:30`: a pickup as a list or a card shows it. */
export function pickUpShort(iso: string): string {
  const { weekday, date, time } = pickUpPartsOf(iso);
  return `${weekday.slice(0, 3)} ${date} ${time}`;
}

/** `JFK Terminal 4 → 20 W 34th St`: where a job starts and ends (a missing end as a dash). */
export const routeText = (from: string | null, to: string | null) => `${from ?? '–'} → ${to ?? '–'}`;

/** A phone number as `tel:`/`sms:` take it: its digits, and a leading + kept. */
export const dialable = (phone: string) => `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The flight as the office wrote it: `B6 1234 (JetBlue)`. */
export const flightText = (flightNumber: string | null, airline: string | null) =>
  [flightNumber, airline ? `(${airline})` : ''].filter(Boolean).join(' ');
