import { DEFAULT_BUSINESS_TIME_ZONE } from '@livery/domain';

// Its own module, so the session code that sets it does not bring the cell formats (and dayjs) to the first screen.
let timeZone = DEFAULT_BUSINESS_TIME_ZONE;

/** The business time zone dates are shown in (set once from `GET /business-date`). */
export function setDisplayTimeZone(zone: string): void {
  timeZone = zone;
}

export const displayTimeZone = (): string => timeZone;
