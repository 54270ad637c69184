import type { Executor } from '../../db/client.js';
import { driverAssignmentMail } from '../mail/assignment-mail-templates.js';
import { enqueueMail } from '../mail/mail-queries.js';
import { driverSms } from '../mail/sms-templates.js';
import type { DriverRow } from './reservation-drivers-queries.js';
import { tripForDriver, type NoticeDeps } from './reservation-drivers-notices.js';
import type { ReservationRow } from './reservations-queries.js';

/**
 * Into the outbox, in the change's transaction: to each driver kept on a changed leg, a text through their carrier's
 * gateway (when they have a phone and a carrier) and an e-mail saying what changed and the trip as it is now, with
 * the link to their job (`/jobs/{id}`, the driver's job page).
 */
export async function noticeDriversOfChange(
  tx: Executor,
  deps: NoticeDeps,
  row: ReservationRow,
  drivers: readonly DriverRow[],
  changed: readonly string[],
): Promise<void> {
  const trip = tripForDriver(row);
  const url = `${deps.publicUrl.replace(/\/+$/, '')}/jobs/${row.id}`;
  for (const driver of drivers) {
    const sms = driverSms('changed', driver, trip, deps.timeZone, changed);
    if (sms) await enqueueMail(tx, sms);
    await enqueueMail(
      tx,
      driverAssignmentMail('changed', driver.email, driver.firstName, trip, { url, timeZone: deps.timeZone, changed }),
    );
  }
}
