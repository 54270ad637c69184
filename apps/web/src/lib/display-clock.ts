import { DEFAULT_BUSINESS_TIME_ZONE, DEFAULT_TIME_FORMAT, type BusinessClock, type TimeFormat } from '@livery/domain';

// Its own module, so the session code that sets it does not bring the cell formats to the first screen.
let timeZone = DEFAULT_BUSINESS_TIME_ZONE;
let timeFormat: TimeFormat = DEFAULT_TIME_FORMAT;

/**
 * The business's clock every date and time is shown in: its time zone and its 12- or 24-hour choice (decision 056),
 * set from `GET /business-date` (and at once when an administrator saves a new choice).
 */
export function setDisplayClock(clock: BusinessClock): void {
  timeZone = clock.timeZone;
  timeFormat = clock.timeFormat;
}

export const displayTimeZone = (): string => timeZone;

export const displayClock = (): BusinessClock => ({ timeZone, timeFormat });
