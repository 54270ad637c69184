import { APP_NAME, reservationNumber } from '@livery/domain';
import { writtenPickUp } from '../../lib/business-clock.js';
import type { OutgoingMail } from './mail-queries.js';
import { linkMail } from './mail-templates.js';
import { clip, fitSms, oneLine, SMS_MAX_LENGTH, smsAddress } from './sms-templates.js';

/**
 * What the customer hears on the day of the trip (issue 24, decision 058): when a car is on its way and when it is
 * there (an e-mail always, a text through the carrier gateway when the customer's carrier is known), and the
 * reminders the day before (customer) and two hours before (each driver). Every message carries the status link.
 */

/** The steps that tell the customer. */
export type CustomerStep = 'on-the-way' | 'on-location';

export interface ProgressFacts {
  reservationId: number;
  driverFirstName: string;
  carName: string;
  /** The trip's status page (`tripStatusUrl`). */
  statusUrl: string;
}

/** The driver as the customer reads them: the first name, or "Your driver" without one. */
const driverOf = (facts: ProgressFacts, max = 40) => clip(oneLine(facts.driverFirstName), max) || 'Your driver';
const carOf = (facts: ProgressFacts, max = 40) => clip(oneLine(facts.carName), max) || 'your car';

/** The one sentence of each step: "Sam is on the way in the Sedan." */
function sentence(step: CustomerStep, facts: ProgressFacts, max?: number): string {
  const driver = driverOf(facts, max);
  const car = carOf(facts, max);
  return step === 'on-the-way'
    ? `${driver} is on the way to you in the ${car}.`
    : `${driver} has arrived with the ${car} and is waiting for you at the pickup.`;
}

/** The e-mail on a step (always sent, to the reservation's e-mail). */
export function customerProgressMail(
  to: string,
  name: string | null,
  step: CustomerStep,
  facts: ProgressFacts,
): OutgoingMail {
  const number = reservationNumber(facts.reservationId);
  const subject = step === 'on-the-way' ? `Your driver is on the way (${number})` : `Your driver is here (${number})`;
  return linkMail(
    to,
    subject,
    name?.trim() || 'there',
    [sentence(step, facts), `Follow your trip ${number} live on its status page.`],
    'Follow your trip',
    facts.statusUrl,
  );
}

/** The text on a step: at most `SMS_MAX_LENGTH` characters, the link last and never cut. */
export function customerProgressSmsText(step: CustomerStep, facts: ProgressFacts): string {
  const head = `${APP_NAME}: ${sentence(step, facts, 24)} Trip ${reservationNumber(facts.reservationId)}.`;
  const link = `\n${facts.statusUrl}`;
  return clip(head, SMS_MAX_LENGTH - link.length) + link;
}

/** A text through the carrier gateway of a phone (a customer's, a driver's), or null when its carrier is not known. */
export function gatewaySms(
  phone: { phoneNumber: string | null; phoneType: string | null } | null,
  text: string,
): OutgoingMail | null {
  const to = phone ? smsAddress(phone.phoneNumber, phone.phoneType) : null;
  // No subject: gateways put it before the text, where it would take room.
  return to ? { to, subject: '', text } : null;
}

/** What a reminder says of the trip. */
export interface ReminderFacts {
  reservationId: number;
  pickUpAt: Date;
  pickUpLocation: string | null;
  statusUrl: string;
  timeZone: string;
}

/** The customer's reminder, 24 hours before the pickup. */
export function customerReminderMail(to: string, name: string | null, facts: ReminderFacts): OutgoingMail {
  const number = reservationNumber(facts.reservationId);
  return linkMail(
    to,
    `Your trip ${number} is tomorrow`,
    name?.trim() || 'there',
    [
      `A reminder of your trip ${number}: pickup ${writtenPickUp(facts.pickUpAt, facts.timeZone)}` +
        (facts.pickUpLocation ? ` at ${oneLine(facts.pickUpLocation)}.` : '.'),
      'On the day, this link shows where your driver is. To change or cancel, call the office.',
    ],
    'Follow your trip',
    facts.statusUrl,
  );
}

/** The customer's reminder by text: the status link second, whole; one segment when the pickup place lets it. */
export function customerReminderSmsText(facts: ReminderFacts): string {
  return fitSms({
    head: [
      `${APP_NAME}: reminder of your trip ${reservationNumber(facts.reservationId)}.`,
      facts.statusUrl,
      `Pickup ${writtenPickUp(facts.pickUpAt, facts.timeZone)}`,
    ],
    body: facts.pickUpLocation ? [`At ${oneLine(facts.pickUpLocation)}`] : [],
  });
}

/** A driver's reminder, 2 hours before the pickup: the link opens their job. */
export interface DriverReminderFacts {
  reservationId: number;
  pickUpAt: Date;
  pickUpLocation: string | null;
  carName: string;
  jobUrl: string;
  timeZone: string;
}

const driverReminderLine = (facts: DriverReminderFacts) =>
  `Trip ${reservationNumber(facts.reservationId)} (${oneLine(facts.carName)}): pickup ` +
  `${writtenPickUp(facts.pickUpAt, facts.timeZone)}` +
  (facts.pickUpLocation ? ` at ${oneLine(facts.pickUpLocation)}.` : '.');

export function driverReminderMail(to: string, name: string | null, facts: DriverReminderFacts): OutgoingMail {
  return linkMail(
    to,
    `Trip ${reservationNumber(facts.reservationId)} in 2 hours`,
    name?.trim() || 'there',
    [driverReminderLine(facts), 'Accept the job if you have not, and step "On the way" when you leave.'],
    'Open the job',
    facts.jobUrl,
  );
}

/** The driver's reminder by text: the job's link second, whole (decision 082); one segment when the place lets it. */
export function driverReminderSmsText(facts: DriverReminderFacts): string {
  return fitSms({
    head: [
      `${APP_NAME}: trip ${reservationNumber(facts.reservationId)} in 2 hours.`,
      facts.jobUrl,
      `Pickup ${writtenPickUp(facts.pickUpAt, facts.timeZone)}`,
    ],
    body: [`Car ${oneLine(facts.carName)}`, ...(facts.pickUpLocation ? [`From ${oneLine(facts.pickUpLocation)}`] : [])],
  });
}
