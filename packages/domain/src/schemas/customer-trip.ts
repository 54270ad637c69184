import { z } from 'zod';
import { RESERVATION_STATUSES } from '../statuses.js';
import { isoDateTime, versionSchema } from './common.js';
import { TRIP_TYPES } from './trip.js';

/**
 * A trip as its traveller reads it (issue 22, decision 052): `GET /reservations/{id}/trip`, the page
 * `/trips/{id}` a customer opens from their trips and their e-mails. What was booked, what it costs line by line in
 * plain words, what is paid and due, who drives — and what they may do about it now, with the office's number for
 * what they may not. No staff field (customer id, PayPal transaction or payer id, history, audit, driver shares).
 */

/** One car of the trip: its class, and once a driver is assigned, the driver's first name. */
export const customerTripCarSchema = z.object({
  carName: z.string(),
  driverFirstName: z.string().nullable(),
});
export type CustomerTripCar = z.infer<typeof customerTripCarSchema>;

/** A line of the price as the traveller reads it: its label and amount, no method of computing it. */
export const customerTripLineSchema = z.object({ label: z.string(), amount: z.number() });
export type CustomerTripLine = z.infer<typeof customerTripLineSchema>;

export const customerTripSchema = z.object({
  id: z.number().int(),
  /** `A` + the id. */
  number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  tripType: z.enum(TRIP_TYPES),
  /** This leg of a round trip is its return. */
  isReturn: z.boolean(),
  /** The other leg of a round trip (its own page). */
  linkedLeg: z
    .object({ id: z.number().int(), number: z.string(), status: z.string(), pickUpDateTime: isoDateTime.nullable() })
    .nullable(),
  pickUpDateTime: isoDateTime.nullable(),
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  /** The extra stops on the way, in order. */
  stops: z.array(z.string()),
  /** Road miles of the leg, one decimal (shown as "16 mi"). */
  miles: z.number().nullable(),
  passengerName: z.string().nullable(),
  passengers: z.number().int().nullable(),
  flightNumber: z.string().nullable(),
  airline: z.string().nullable(),
  hotelName: z.string().nullable(),
  comments: z.string().nullable(),
  /** One per car booked, in the order of the booking. */
  cars: z.array(customerTripCarSchema),
  /** The leg's price, line by line (addons last); empty when it was not kept. */
  priceLines: z.array(customerTripLineSchema),
  /** What is booked when it is not a transfer: "Hourly / as directed, 2 h 10 min booked" (decision 092). */
  service: z.string().nullable(),
  /** The leg's price with its addons. */
  amount: z.number().nullable(),
  /** What was paid for it and not refunded. */
  paidAmount: z.number(),
  /** What is left to pay (0 once cancelled). */
  balanceDue: z.number(),
  /** What was refunded of it (PayPal refunds), in all. */
  refunded: z.number(),
  /** The office to call about anything the page does not allow (the home page's contact number). */
  officeNumber: z.string(),
  /** The customer policy as it applies to this trip. */
  cancellation: z.object({
    cutoffHours: z.number().int(),
    feePercentage: z.number(),
    /** The last instant it may be cancelled online (pickup less the cut-off); null without a pickup. */
    deadline: isoDateTime.nullable(),
    /** What cancelling now would refund to the PayPal account that paid (the fee kept); 0 when nothing was. */
    refundNow: z.number(),
  }),
  /** The person asking is its customer or booked it (staff reading it see what the customer sees, and act elsewhere). */
  isYours: z.boolean(),
  /** What this person may do now (the server refuses on the same rules). */
  may: z.object({ pay: z.boolean(), change: z.boolean(), cancel: z.boolean() }),
  /** Why they may not change or cancel it now (naming the office's number where the office can); null when they may. */
  changeRefusal: z.string().nullable(),
  cancelRefusal: z.string().nullable(),
  version: z.number().int(),
});
export type CustomerTrip = z.infer<typeof customerTripSchema>;

/** `POST /reservations/{id}/customer-cancel`: the version read; the customer gives no reason and picks no refund. */
export const customerCancelSchema = z.strictObject({ version: versionSchema });
export type CustomerCancelRequest = z.output<typeof customerCancelSchema>;
