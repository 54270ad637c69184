import {
  APP_NAME,
  BOOKING_REQUEST_WORDS,
  formatMoney,
  serviceSummary,
  fromCents,
  toCents,
  type Quote,
  type Reservation,
} from '@livery/domain';
import { writtenPickUp } from '../../lib/business-clock.js';
import type { OutgoingMail } from './mail-queries.js';
import { escapeHtml } from './mail-templates.js';

/**
 * The e-mails that show a trip leg by leg, priced line by line (DESIGN §5 "Notifications"): the booking confirmation,
 * the booking request received, and the trip changed.
 */

/** What a leg's heading names: the trip's number (or the quote's) and its two ends. */
type LegHeading = Pick<Reservation, 'number' | 'pickUpLocation' | 'dropOffLocation'>;

/** A trip's legs, each with its pickup, route and itemised price, after an opening line and before any closing ones. */
function itemisedTripMail(
  mail: {
    to: string;
    name: string;
    subject: string;
    opening: string;
    closing: readonly string[];
    /** A link after the amount (e.g. "Pay online"). */
    link?: { label: string; url: string } | undefined;
  },
  quote: Quote,
  legs: readonly (LegHeading | null)[],
  timeZone: string,
): OutgoingMail {
  const money = formatMoney;
  const optional = (text: string | null) => (text ? [text] : []);
  const sections = quote.legs.map((leg, i) => {
    const reservation = legs[i];
    const title = `${reservation ? reservation.number : ''} ${leg.leg === 'return' ? 'Return' : 'Trip'}`.trim();
    return [
      `${title}: pickup ${writtenPickUp(new Date(leg.pickUpAt), timeZone)}`,
      `From ${reservation?.pickUpLocation ?? ''} to ${reservation?.dropOffLocation ?? ''} (${leg.miles} mi)`,
      ...optional(serviceSummary(leg.service)),
      ...leg.lines.map((line) => `  ${line.label}: ${money(line.amount)}`),
      `  Total: ${money(leg.total)}`,
    ];
  });
  const closing = [...mail.closing, ...quote.warnings];
  const { link } = mail;
  const lines = [
    mail.opening,
    ...sections.flat(),
    `Amount: ${money(quote.total)}`,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...closing,
  ];
  const text = [`Hello ${mail.name},`, '', ...lines, '', `— ${APP_NAME}`].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(mail.name)},</p>`,
    `<p>${escapeHtml(mail.opening)}</p>`,
    ...sections.map((s) => `<pre>${escapeHtml(s.join('\n'))}</pre>`),
    `<p><strong>Amount: ${escapeHtml(money(quote.total))}</strong></p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>— ${APP_NAME}</p>`,
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text, html };
}

/**
 * The booking confirmation (DESIGN §5 "Notifications"): each leg with its pickup, route and itemised price; for a
 * trip booked unpaid that its customer may pay online (decision 051), "Pay online" to their trip page, else for a
 * customer's trip "See your trip" there (decision 052).
 */
export const bookingConfirmationMail = (
  to: string,
  name: string,
  quote: Quote,
  legs: readonly (Reservation | null)[],
  timeZone: string,
  payOnlineUrl: string | null = null,
  tripUrl: string | null = null,
): OutgoingMail =>
  itemisedTripMail(
    {
      to,
      name,
      subject: `${APP_NAME} — Booking confirmed`,
      opening: `Thank you for booking with ${APP_NAME}. Your trip${quote.legs.length > 1 ? 's are' : ' is'} booked:`,
      closing: payOnlineUrl ? ['The trip is not paid yet: pay what is due online with PayPal, or pay the office.'] : [],
      link: payOnlineUrl
        ? { label: 'Pay online', url: payOnlineUrl }
        : tripUrl
          ? { label: 'See your trip', url: tripUrl }
          : undefined,
    },
    quote,
    legs,
    timeZone,
  );

/**
 * To the customer who sent a trip as a request (issue 38, item 7; decision 082): what the screen says — received, not
 * confirmed, nothing paid, the office confirms it — never "Booking confirmed"; each leg priced, and "See your trip"
 * on their account.
 */
export const bookingRequestMail = (
  to: string,
  name: string,
  quote: Quote,
  legs: readonly (Reservation | null)[],
  timeZone: string,
  tripUrl: string | null = null,
): OutgoingMail =>
  itemisedTripMail(
    {
      to,
      name,
      subject: `${APP_NAME} — ${BOOKING_REQUEST_WORDS.mailSubject}`,
      opening: `Thank you: we received your request. ${BOOKING_REQUEST_WORDS.pending} What you asked for:`,
      closing: [],
      link: tripUrl ? { label: 'See your trip', url: tripUrl } : undefined,
    },
    quote,
    legs,
    timeZone,
  );

/**
 * To the customer when their trip is changed (DESIGN §5 "Notifications"): the trip as it is now, priced line by
 * line, and what the change leaves due or refundable (nothing is charged or refunded by the change itself), with
 * "See your trip" to their trip page when it is on a customer's account (decision 052).
 */
export const reservationUpdatedMail = (
  to: string,
  name: string,
  quote: Quote,
  legs: readonly (Reservation | null)[],
  change: { previousTotal: number; isPaid: boolean; timeZone: string; tripUrl?: string | null },
): OutgoingMail => {
  const difference = fromCents(toCents(quote.total) - toCents(change.previousTotal));
  const balance = !change.isPaid
    ? `The trip is not paid yet: ${formatMoney(quote.total)} is due.`
    : difference > 0
      ? `You paid ${formatMoney(change.previousTotal)}: ${formatMoney(difference)} more is due. The office will contact you.`
      : difference < 0
        ? `You paid ${formatMoney(change.previousTotal)}: ${formatMoney(-difference)} will be refunded to you.`
        : 'The price is unchanged.';
  return itemisedTripMail(
    {
      to,
      name,
      subject: `${APP_NAME} — Your trip was changed`,
      opening: 'Your trip was changed. This is how it is booked now:',
      closing: [balance, 'If you did not expect this, contact the office.'],
      link: change.tripUrl ? { label: 'See your trip', url: change.tripUrl } : undefined,
    },
    quote,
    legs,
    change.timeZone,
  );
};

/**
 * A quote sent to a customer (issue 39, decision 090): each leg priced line by line as it was quoted, the total, until
 * when it may be accepted, and the link that opens it without an account.
 */
export const quoteOfferMail = (
  offer: { to: string; name: string; number: string; url: string; validUntil: string },
  quote: Quote,
  ends: { pickUpLocation: string; dropOffLocation: string },
  timeZone: string,
): OutgoingMail => {
  const heading = (from: string, to: string) => ({ number: offer.number, pickUpLocation: from, dropOffLocation: to });
  return itemisedTripMail(
    {
      to: offer.to,
      name: offer.name,
      subject: `${APP_NAME} — Your quote ${offer.number}`,
      opening: `Here is the quote you asked for. Accept it online by ${offer.validUntil} to book the trip at this price:`,
      closing: ['Nothing is booked until you accept. Open the link to see the quote and accept it.'],
      link: { label: 'See and accept your quote', url: offer.url },
    },
    // The warnings priced with it were the sender's to read (a pickup soon, the same trip twice), not the customer's.
    { ...quote, warnings: [] },
    [heading(ends.pickUpLocation, ends.dropOffLocation), heading(ends.dropOffLocation, ends.pickUpLocation)],
    timeZone,
  );
};
