import { isRecord, legBreakdownSchema, reservationNumber, serviceSummary } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import {
  driverAssignmentMail,
  driverSms,
  driversAssignedMail,
  enqueueMail,
  type AssignmentChange,
  type TripForDriver,
} from '../../notifications/index.js';
import type { DriverRow } from '../../people/index.js';
import { customerTripUrl, type ReservationRow } from '../core/index.js';

/** What the notices need besides the database: the links' base and the business time zone. */
export interface NoticeDeps {
  publicUrl: string;
  timeZone: string;
}

/** Whether meet & greet is charged on this leg, as priced (its stored breakdown; none read as no). */
export function meetAndGreetOf(row: ReservationRow): boolean {
  const parsed = legBreakdownSchema.safeParse(row.priceBreakdown);
  if (!parsed.success) return false;
  const { configuration, lines } = parsed.data;
  return configuration?.meetAndGreet.charged ?? (lines ?? []).some((line) => line.kind === 'meet-and-greet');
}

/** The leg's service when it is not a transfer ("Hourly / as directed, 2 h 10 min booked"), decision 092. */
export function serviceOf(row: Pick<ReservationRow, 'priceBreakdown'>): string | null {
  const parsed = legBreakdownSchema.safeParse(row.priceBreakdown);
  return parsed.success ? serviceSummary(parsed.data.service) : null;
}

export function tripForDriver(row: ReservationRow): TripForDriver {
  const stops: unknown[] = Array.isArray(row.stops) ? row.stops : [];
  return {
    number: reservationNumber(row.id),
    pickUpAt: row.pickUpAt,
    name: row.name,
    phoneNumber: row.phoneNumber,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    stops: stops.flatMap((stop) => (isRecord(stop) && typeof stop['address'] === 'string' ? [stop['address']] : [])),
    meetAndGreet: meetAndGreetOf(row),
    flightNumber: row.flightNumber,
    airline: row.airline,
    comments: row.comments,
  };
}

const baseOf = (deps: NoticeDeps) => deps.publicUrl.replace(/\/+$/, '');

/**
 * Into the outbox, in the assignment's transaction (sent only if it commits, retried until sent): to each driver
 * given or taken off the trip, a text through their carrier's gateway (when they have a phone and a carrier) and an
 * e-mail. The text links to the job whatever the change (decision 082: the job page tells a driver taken off that
 * it is no longer theirs); the e-mail of a driver taken off links to the app.
 */
export async function noticeDrivers(
  tx: Executor,
  deps: NoticeDeps,
  row: ReservationRow,
  changes: readonly { change: AssignmentChange; driver: DriverRow }[],
): Promise<void> {
  const trip = tripForDriver(row);
  // The driver's job page (decision 053), not the staff details a driver may not open.
  const jobUrl = `${baseOf(deps)}/jobs/${row.id}`;
  for (const { change, driver } of changes) {
    // Every text about the trip links to the job (decision 082): a driver taken off reads there that it is not theirs.
    const sms = driverSms(change, driver, { ...trip, link: jobUrl }, deps.timeZone);
    if (sms) await enqueueMail(tx, sms);
    const url = change === 'assigned' ? jobUrl : `${baseOf(deps)}/`;
    await enqueueMail(
      tx,
      driverAssignmentMail(change, driver.email, driver.firstName, trip, { url, timeZone: deps.timeZone }),
    );
  }
}

/** To the customer (the reservation's e-mail) when the trip becomes assigned, naming its drivers. */
export async function noticeCustomer(
  tx: Executor,
  deps: NoticeDeps,
  row: ReservationRow,
  driverNames: readonly string[],
): Promise<void> {
  if (!row.email) return;
  await enqueueMail(
    tx,
    driversAssignedMail(
      row.email,
      row.name ?? 'there',
      {
        number: reservationNumber(row.id),
        pickUpAt: row.pickUpAt,
        pickUpLocation: row.pickUpLocation,
        dropOffLocation: row.dropOffLocation,
      },
      { drivers: driverNames, url: customerTripUrl(deps.publicUrl, row), timeZone: deps.timeZone },
    ),
  );
}
