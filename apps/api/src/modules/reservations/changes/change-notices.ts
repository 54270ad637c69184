import type { Executor } from '../../../db/client.js';
import { driverAssignmentMail, driverSms, enqueueMail } from '../../notifications/index.js';
import { type DriverRow } from '../../people/index.js';
import { type ReservationRow } from '../core/index.js';
import { tripForDriver, type NoticeDeps } from '../drivers/index.js';

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
    const sms = driverSms('changed', driver, { ...trip, link: url }, deps.timeZone, changed);
    if (sms) await enqueueMail(tx, sms);
    await enqueueMail(
      tx,
      driverAssignmentMail('changed', driver.email, driver.firstName, trip, { url, timeZone: deps.timeZone, changed }),
    );
  }
}
