import {
  TRIP_TYPES,
  present,
  oneOf,
  type BookingCustomer,
  type Quote,
  type QuoteLeg,
  type Reservation,
  reservationNumber,
  type Trip,
  type TripLocation,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';

import * as queries from './reservation-queries.js';

/**
 * A reservation as its rows hold it and as the booking writes it (DESIGN §5): the leg read back as the API answers it,
 * the columns step 3 and the quote fill, and the cars with a driver slot per car. A booking and a change write the
 * same rows.
 */

export function toReservation(found: queries.ReservationWithCars): Reservation {
  const { row } = found;
  return {
    id: row.id,
    number: reservationNumber(row.id),
    status: row.status,
    tripType: oneOf(TRIP_TYPES, row.tripType, 'A trip type'),
    customerId: row.customerId,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    affiliateId: row.affiliateId,
    affiliateName: found.affiliateName,
    hotelName: row.hotelName,
    flightNumber: row.flightNumber,
    airline: row.airline,
    comments: row.comments,
    isBagsChecked: row.isBagsChecked,
    pickUpDateTime: row.pickUpAt?.toISOString() ?? null,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    stops: row.stops,
    passengers: row.passengers,
    miles: row.miles,
    milesSource: row.milesSource,
    milesPrecision: row.milesPrecision ?? (row.milesSource === 'staff' ? 'staff' : row.milesSource ? 'place' : null),
    parentOf: row.parentOf,
    parentOfNumber: row.parentOf === null ? null : reservationNumber(row.parentOf),
    childOf: row.childOf,
    childOfNumber: row.childOf === null ? null : reservationNumber(row.childOf),
    paymentType: row.paymentType,
    paypalCustomerId: row.paypalCustomerId,
    transactionId: row.transactionId,
    amount: row.amount,
    cars: found.cars.map((c) => ({ carId: c.carId, name: c.carName, count: c.count, lineAmount: c.lineAmount })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadReservation(db: Executor, id: number): Promise<Reservation> {
  const found = await queries.findReservation(db, id);
  if (!found) throw AppError.notFound('This reservation');
  return toReservation(found);
}

/** The reservation columns step 3 fills (who travels, how to reach them). */
export function customerValues(request: { trip: Trip; customer: BookingCustomer }) {
  const { trip, customer } = request;
  return {
    tripType: trip.tripType,
    name: customer.name,
    email: customer.email,
    phoneNumber: customer.phoneNumber,
    affiliateId: customer.affiliateId ?? null,
    hotelName: customer.hotelName ?? null,
    flightNumber: customer.flightNumber ?? null,
    airline: customer.airline ?? null,
    comments: customer.comments ?? null,
    isBagsChecked: trip.isBagsChecked,
    passengers: trip.passengers,
  };
}

/**
 * Each leg's route, miles and price: the return picks up where the outbound drops off. Each leg's breakdown keeps
 * the trip as requested (wall-clock pickups), so `GET /reservations/{id}/booking` gives the booking flow it back.
 */
export function legValuesOf(quote: Quote, trip: Trip) {
  const values = (leg: QuoteLeg, from: TripLocation, to: TripLocation, stops: TripLocation[]) => ({
    pickUpAt: new Date(leg.pickUpAt),
    pickUpLocation: from.address,
    pickUpPlaceId: from.placeId ?? null,
    dropOffLocation: to.address,
    dropOffPlaceId: to.placeId ?? null,
    stops,
    miles: leg.miles,
    bookedMinutes: leg.service?.type === 'hourly' ? leg.service.minutes : null,
    milesSource: leg.milesSource,
    milesPrecision: leg.milesPrecision,
    amount: leg.total,
    priceBreakdown: { ...leg, tripTotal: quote.total, explanation: quote.explanation, trip },
    // The card it was priced with (decision 092): a later card never changes this price.
    rateCardId: quote.rateCardId ?? null,
  });
  const [outbound, back] = quote.legs;
  if (!outbound) throw new Error('a quote without an outbound leg');
  return [
    values(outbound, trip.pickUp, trip.dropOff, trip.stops),
    back && trip.returnTrip ? values(back, trip.dropOff, trip.pickUp, trip.returnTrip.stops) : null,
  ] as const;
}

/** Each leg's car classes and a slot per car with its driver share. */
export async function writeCars(tx: Executor, ids: readonly number[], quote: Quote): Promise<void> {
  for (const [i, id] of ids.entries()) {
    const leg = present(quote.legs[i], 'The quote of a leg');
    await queries.insertCars(
      tx,
      id,
      leg.cars.map((car) => ({
        carId: car.carId,
        carName: car.name,
        count: car.cars,
        lineAmount: leg.lines.find((l) => l.kind === 'car' && l.carId === car.carId)?.amount ?? 0,
        shares: leg.driverShares.filter((s) => s.carId === car.carId).map((s) => s.amount),
      })),
    );
  }
}
