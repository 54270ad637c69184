import type { Database } from '../../../db/client.js';
import { tripStatusUrl } from '../../../lib/status-links.js';
import {
  customerReminderMail,
  customerReminderSmsText,
  driverReminderMail,
  driverReminderSmsText,
  enqueueMail,
  gatewaySms,
  type ProgressNoticeDeps,
} from '../../notifications/index.js';
import { findCustomerPhone } from '../../people/index.js';
import { claimReminder, findDueCustomerReminders, findDueDriverReminders } from '../trips/index.js';

export interface RemindersSent {
  customers: number;
  drivers: number;
}

/**
 * The reminders due at `now` (decision 058): the customer 24 hours before the pickup, each driver 2 hours before.
 * Each in a transaction of its own that claims it in `trip_reminders` (`ON CONFLICT DO NOTHING`) and queues its
 * messages only when the claim wins: every API process may run this at once, and each reminder leaves once.
 */
export async function sendDueReminders(db: Database, deps: ProgressNoticeDeps, now: Date): Promise<RemindersSent> {
  const sent: RemindersSent = { customers: 0, drivers: 0 };
  const statusUrl = (reservationId: number) => tripStatusUrl(deps.publicUrl, reservationId, deps.statusSecret);

  for (const trip of await findDueCustomerReminders(db, now)) {
    const facts = { ...trip, statusUrl: statusUrl(trip.reservationId), timeZone: deps.timeZone };
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, trip.reservationId, 'customer', trip.email))) return false;
      await enqueueMail(tx, customerReminderMail(trip.email, trip.name, facts));
      const phone = trip.customerId === null ? null : await findCustomerPhone(tx, trip.customerId);
      const sms = gatewaySms(phone, customerReminderSmsText(facts));
      if (sms) await enqueueMail(tx, sms);
      return true;
    });
    if (claimed) sent.customers += 1;
  }

  for (const job of await findDueDriverReminders(db, now)) {
    const facts = {
      ...job,
      jobUrl: `${deps.publicUrl.replace(/\/$/, '')}/jobs/${job.reservationId}`,
      timeZone: deps.timeZone,
    };
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, job.reservationId, 'driver', job.email))) return false;
      await enqueueMail(tx, driverReminderMail(job.email, job.firstName, facts));
      const sms = gatewaySms(job, driverReminderSmsText(facts));
      if (sms) await enqueueMail(tx, sms);
      return true;
    });
    if (claimed) sent.drivers += 1;
  }
  return sent;
}
