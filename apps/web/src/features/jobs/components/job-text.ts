import { formatPickUp, wallClockParts, type WallClockParts } from '@livery/domain';
import { displayClock } from '../../../lib/display-clock';

/** A pickup in the business's wall clock, with its weekday (a driver plans by the day). */
export const pickUpPartsOf = (iso: string): WallClockParts => wallClockParts(new Date(iso), displayClock());

/** `Thu 2031-06-05 2:30 PM`: a pickup as a list or a card shows it (the domain's one pickup format, decision 056). */
export const pickUpShort = (iso: string): string => formatPickUp(new Date(iso), displayClock());

/** `JFK Terminal 4 → 20 W 34th St`: where a job starts and ends (a missing end as a dash). */
export const routeText = (from: string | null, to: string | null) => `${from ?? '–'} → ${to ?? '–'}`;

/** A phone number as `tel:`/`sms:` take it: its digits, and a leading + kept. */
export const dialable = (phone: string) => `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The flight as the office wrote it: `B6 1234 (JetBlue)`. */
export const flightText = (flightNumber: string | null, airline: string | null) =>
  [flightNumber, airline ? `(${airline})` : ''].filter(Boolean).join(' ');

/**
 * Where a job opens: the driver's own at `/jobs/{id}` (the address their text links to); someone else's, for staff
 * who may read the driver's jobs, with `?driver={id}`.
 */
export const jobPath = (reservationId: number, driverId: number, viewerId: number | undefined) =>
  driverId === viewerId ? `/jobs/${reservationId}` : `/jobs/${reservationId}?driver=${driverId}`;

/** `2:31 PM`: when a step of the trip was reached, on the business's clock. */
export const stepTimeText = (iso: string): string => wallClockParts(new Date(iso), displayClock()).time;
