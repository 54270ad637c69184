import { pickUpText } from '../../reservations';
import { displayTimeZone } from '../../../lib/display-clock';

const weekdays = new Map<string, Intl.DateTimeFormat>();
const weekdayOf = (instant: Date, timeZone: string) => {
  let format = weekdays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' });
    weekdays.set(timeZone, format);
  }
  return format.format(instant);
};

/** A pickup as a traveller plans by it: `Thursday`, `2031-06-05`, `14:30`, in the business's wall clock. */
export interface PickUpParts {
  weekday: string;
  date: string;
  time: string;
}

export function pickUpParts(iso: string): PickUpParts {
  const text = pickUpText(iso);
  const space = text.indexOf(' ');
  return {
    weekday: weekdayOf(new Date(iso), displayTimeZone()),
    date: space < 0 ? text : text.slice(0, space),
    time: space < 0 ? '' : text.slice(space + 1),
  };
}

/** `Thu 2031-06-05 14:30`: a pickup as a list row or a card shows it. */
export function pickUpLine(iso: string | null): string {
  if (!iso) return '';
  const { weekday, date, time } = pickUpParts(iso);
  return `${weekday.slice(0, 3)} ${date} ${time}`.trim();
}

/** `JFK Terminal 4 → 20 W 34th St`. */
export const routeLine = (from: string | null, to: string | null) => `${from ?? '–'} → ${to ?? '–'}`;
