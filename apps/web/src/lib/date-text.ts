import {
  formatBusinessDate,
  formatBusinessDateTime,
  formatBusinessTime,
  formatPickUp,
  formatWallClock,
} from '@livery/domain';
import { displayClock } from './display-clock';

/**
 * Every date and time a screen shows, one way (SPEC §9, decisions 056 and 084): the domain's formatters on the
 * business's clock — its time zone and its 12- or 24-hour choice. Instants are the API's ISO texts; an empty one
 * shows as nothing.
 */

/** `2026-11-30`: the business date of an instant (a payment, an upload). */
export const dateText = (iso: string | null): string => (iso ? formatBusinessDate(new Date(iso), displayClock()) : '');

/** `2026-11-30 9:30 AM`: a moment (the history, a step taken). */
export const dateTimeText = (iso: string | null): string =>
  iso ? formatBusinessDateTime(new Date(iso), displayClock()) : '';

/** `Mon 2026-11-30 9:30 AM`: a pickup, with its weekday, as people plan trips by the day. */
export const pickUpDateTimeText = (iso: string | null): string =>
  iso ? formatPickUp(new Date(iso), displayClock()) : '';

/** `9:30 AM` or `09:30`: the time of day alone. */
export const timeText = (iso: string): string => formatBusinessTime(new Date(iso), displayClock());

/** `Mon 2026-11-30 9:30 AM`: a pickup as typed (`YYYY-MM-DD` and `HH:mm` on the business's wall clock). */
export const typedPickUpText = (date: string, time: string): string =>
  formatWallClock(`${date}T${time}`, displayClock().timeFormat, { weekday: true });
