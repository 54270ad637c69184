import type { bookingCustomerSchema, Grantee, Gratuity, TripInput, TripLocation } from '@livery/domain';
import type { z } from 'zod';

/** Step 3 as sent (`bookingCustomerSchema`'s input: optional texts may be left out). */
export type BookingCustomerInput = z.input<typeof bookingCustomerSchema>;
import { offersMeetAndGreet, type CustomerDraft, type LocationDraft, type WizardState } from './wizard-state';

/** What the mapping needs to know of the person: staff may set miles (decision 039). */
export interface RequestContext {
  mayEnterMiles: boolean;
  /** The business time zone, for the pickup rules step 1 checks (a past pickup); without it the server says so. */
  timeZone?: string;
  /** Now, for those rules (tests fix it). */
  now?: Date;
  /**
   * Who books a new trip (signed in or not: null), for the 6-hour rule step 1 checks as the server will
   * (`bookingWindowRefusal`); left out when a booked trip is changed, which the change's own rules govern.
   */
  booker?: Grantee | null;
}

const toLocation = ({ placeId, address }: LocationDraft): TripLocation =>
  placeId === null ? { address: address.trim() } : { placeId, address: address.trim() };

/** '12.5' → 12.5; '' → undefined; anything else stays a number the schema refuses (NaN). */
const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** A percentage choice's number, for every choice but none and a custom amount. */
const PERCENTAGE_OF = { '15': 15, '20': 20, '25': 25, '30': 30 } as const satisfies Record<
  Exclude<WizardState['price']['gratuity'], 'none' | 'amount'>,
  Extract<Gratuity, { kind: 'percentage' }>['percentage']
>;

function gratuityOf(choice: WizardState['price']['gratuity'], amount: string): Gratuity {
  if (choice === 'none') return { kind: 'none' };
  if (choice === 'amount') return { kind: 'amount', amount: typedNumber(amount) ?? Number.NaN };
  return { kind: 'percentage', percentage: PERCENTAGE_OF[choice] };
}

/**
 * The wizard's trip as `tripSchema` takes it (`POST /reservations/quote`, and `trip` of a booking): the pickup
 * as the business's wall clock, the return only on a round trip, miles only from staff, meet & greet only where
 * it is offered. Nothing is priced here; the server does that.
 */
/** '2' hours and '10' minutes → 130; a field left empty is 0; anything else a number the schema refuses (NaN). */
function durationOf(hours = '', minutes = ''): number {
  return (typedNumber(hours) ?? 0) * 60 + (typedNumber(minutes) ?? 0);
}

export function toTripRequest(state: WizardState, context: RequestContext): TripInput {
  const { trip, price } = state;
  const service = trip.service ?? 'transfer';
  const isHourly = service === 'hourly';
  const miles = context.mayEnterMiles ? typedNumber(trip.miles) : undefined;
  const returnMiles = context.mayEnterMiles ? typedNumber(trip.returnMiles) : undefined;
  const discountCode = price.discountCode.trim();
  return {
    tripType: trip.tripType,
    service,
    ...(isHourly ? { durationMinutes: durationOf(trip.durationHours, trip.durationMinutes) } : {}),
    pickUp: toLocation(trip.pickUp),
    // Hourly work left without a drop-off comes back to the pickup (decision 092).
    dropOff: toLocation(isHourly && trip.dropOff.address.trim() === '' ? trip.pickUp : trip.dropOff),
    stops: trip.stops.map(toLocation),
    pickUpAt: `${trip.pickUpDate}T${trip.pickUpTime}`,
    ...(miles === undefined ? {} : { miles }),
    passengers: trip.passengers ?? 0,
    ...(trip.isRoundTrip && !isHourly
      ? {
          returnTrip: {
            pickUpAt: `${trip.returnDate}T${trip.returnTime}`,
            stops: trip.returnStops.map(toLocation),
            ...(returnMiles === undefined ? {} : { miles: returnMiles }),
          },
        }
      : {}),
    cars: price.cars.filter((car) => car.count > 0).map(({ carId, count }) => ({ carId, count })),
    meetAndGreet: offersMeetAndGreet(trip) && price.meetAndGreet,
    gratuity: gratuityOf(price.gratuity, price.gratuityAmount),
    ...(discountCode ? { discountCode } : {}),
    isBagsChecked: price.isBagsChecked,
  };
}

/** Step 3 as `bookingCustomerSchema` takes it; empty optional texts are left out. */
export function toBookingCustomer(customer: CustomerDraft, showsFlight: boolean): BookingCustomerInput {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const values: BookingCustomerInput = {
    name: customer.name.trim(),
    email: customer.email.trim(),
    phoneNumber: customer.phoneNumber.trim(),
  };
  if (customer.customerId !== null) values.customerId = customer.customerId;
  if (customer.affiliateId !== null) values.affiliateId = customer.affiliateId;
  const hotelName = optional(customer.hotelName);
  if (hotelName) values.hotelName = hotelName;
  if (showsFlight) {
    const flightNumber = optional(customer.flightNumber);
    const airline = optional(customer.airline);
    if (flightNumber) values.flightNumber = flightNumber;
    if (airline) values.airline = airline;
  }
  const comments = optional(customer.comments);
  if (comments) values.comments = comments;
  return values;
}
