import type { Executor } from '../../db/client.js';
import { tripStatusUrl } from '../../lib/status-links.js';
import { findCustomerPhone } from '../people/index.js';
import { enqueueMail } from './mail-queries.js';
import { customerProgressMail, customerProgressSmsText, gatewaySms, type CustomerStep } from './progress-templates.js';

export interface ProgressNoticeDeps {
  publicUrl: string;
  timeZone: string;
  /** The key of status links (`app.tripStatusSecret`). */
  statusSecret: string;
}

/** The trip as the notice needs it: whom to write to, and whose account may have a carrier to text. */
export interface TripToTell {
  reservationId: number;
  email: string | null;
  name: string | null;
  customerId: number | null;
}

/**
 * Tells the customer that a car is on its way or there (decision 058), in the transaction of the step: an e-mail to
 * the reservation's e-mail always, and a text through the carrier gateway when the customer's account has a phone
 * and a known carrier. Both carry the driver's first name, the car and the status link. The caller calls it once
 * per trip and step (the first car to reach it).
 */
export async function noticeCustomerOfProgress(
  tx: Executor,
  deps: ProgressNoticeDeps,
  trip: TripToTell,
  step: CustomerStep,
  driver: { firstName: string | null },
  carName: string,
): Promise<void> {
  const facts = {
    reservationId: trip.reservationId,
    driverFirstName: driver.firstName ?? '',
    carName,
    statusUrl: tripStatusUrl(deps.publicUrl, trip.reservationId, deps.statusSecret),
  };
  if (trip.email) await enqueueMail(tx, customerProgressMail(trip.email, trip.name, step, facts));
  const phone = trip.customerId === null ? null : await findCustomerPhone(tx, trip.customerId);
  const sms = gatewaySms(phone, customerProgressSmsText(step, facts));
  if (sms) await enqueueMail(tx, sms);
}
