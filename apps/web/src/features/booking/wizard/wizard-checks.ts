import {
  bookingCustomerSchema,
  bookingWindowRefusal,
  CHECK_MESSAGES,
  fromLocalDateTime,
  decimalToCents,
  MAX_EXTRA_STOPS,
  MAX_PASSENGERS,
  MAX_TRIP_MILES,
  PICKUP_MESSAGES,
  pickUpRefusal,
  RESERVATION_MESSAGES,
  toLocalDateTime,
  tripSchema,
  type Car,
} from '@livery/domain';
import { toFieldMessages, type FieldMessages } from './field-paths';
import { toBookingCustomer, toTripRequest, type RequestContext } from './trip-request';
import { airportEndOf, touchesAirport, type LocationDraft, type TripDraft, type WizardState } from './wizard-state';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export { CHECK_MESSAGES };

function checkMiles(text: string): boolean {
  if (text.trim() === '') return true;
  const miles = Number(text);
  return Number.isFinite(miles) && miles > 0 && miles <= MAX_TRIP_MILES && /^\d+(\.\d)?$/.test(text.trim());
}

/**
 * Step 1, before anything is asked of the server: every end chosen or typed, the dates and times written (a pickup
 * in the future, and far enough ahead for this person to book: the domain's rules the server applies), the
 * passengers. Any typed address is priced: the server places it (issue 25), and names the field it cannot place.
 */
export function checkTrip(trip: TripDraft, { mayEnterMiles, timeZone, now, booker }: RequestContext): FieldMessages {
  const messages: FieldMessages = {};
  const airportEnd = airportEndOf(trip.tripType);
  const checkLocation = (field: string, location: LocationDraft, empty: string) => {
    if (location.address.trim() === '') messages[field] = empty;
  };
  // An hourly booking's address drop-off may be left empty: the car comes back to the pickup (decision 092).
  const hourly = trip.service === 'hourly';
  for (const end of ['pickUp', 'dropOff'] as const) {
    const location = trip[end];
    if (hourly && end === 'dropOff' && end !== airportEnd && location.address.trim() === '') continue;
    if (end === airportEnd) {
      if (location.airportId === null) messages[`trip.${end}`] = CHECK_MESSAGES.airport;
      else if (location.placeId === null) messages[`trip.${end}`] = CHECK_MESSAGES.terminal;
    } else checkLocation(`trip.${end}`, location, CHECK_MESSAGES.address);
  }
  trip.stops.forEach((stop, i) => checkLocation(`trip.stops.${i}`, stop, CHECK_MESSAGES.stop));
  if (!DATE.test(trip.pickUpDate)) messages['trip.pickUpDate'] = CHECK_MESSAGES.date;
  if (!TIME.test(trip.pickUpTime)) messages['trip.pickUpTime'] = CHECK_MESSAGES.time;
  // The domain's pickup rule, as the server applies it: a past day is the date's fault, a past hour today the time's.
  if (timeZone && !messages['trip.pickUpDate'] && !messages['trip.pickUpTime']) {
    const at = now ?? new Date();
    const refusal = pickUpRefusal(`${trip.pickUpDate}T${trip.pickUpTime}`, timeZone, at);
    const isPastDay = trip.pickUpDate < toLocalDateTime(at, timeZone).slice(0, 10);
    if (refusal)
      messages[refusal === PICKUP_MESSAGES.past && isPastDay ? 'trip.pickUpDate' : 'trip.pickUpTime'] = refusal;
    // The 6-hour rule, on the step where the pickup is chosen rather than when the booking is sent (issue 38).
    const instant = fromLocalDateTime(`${trip.pickUpDate}T${trip.pickUpTime}`, timeZone);
    const tooSoon = !refusal && instant && booker !== undefined ? bookingWindowRefusal(booker, instant, at) : null;
    if (tooSoon) messages['trip.pickUpTime'] = tooSoon;
  }
  const { passengers } = trip;
  if (passengers === null || !Number.isInteger(passengers) || passengers < 1 || passengers > MAX_PASSENGERS)
    messages['trip.passengers'] = CHECK_MESSAGES.passengers;
  if (mayEnterMiles && !checkMiles(trip.miles)) messages['trip.miles'] = CHECK_MESSAGES.miles;
  if (trip.stops.length > MAX_EXTRA_STOPS) messages['trip.stops'] = `At most ${MAX_EXTRA_STOPS} extra stops`;

  if (trip.isRoundTrip) {
    if (!DATE.test(trip.returnDate)) messages['trip.returnDate'] = CHECK_MESSAGES.returnDate;
    if (!TIME.test(trip.returnTime)) messages['trip.returnTime'] = CHECK_MESSAGES.returnTime;
    trip.returnStops.forEach((stop, i) => checkLocation(`trip.returnStops.${i}`, stop, CHECK_MESSAGES.stop));
    if (mayEnterMiles && !checkMiles(trip.returnMiles)) messages['trip.returnMiles'] = CHECK_MESSAGES.miles;
    const outbound = `${trip.pickUpDate}T${trip.pickUpTime}`;
    const back = `${trip.returnDate}T${trip.returnTime}`;
    if (!messages['trip.returnDate'] && !messages['trip.returnTime'] && back <= outbound)
      messages['trip.returnDate'] = RESERVATION_MESSAGES.returnAfterOutbound;
  }
  return messages;
}

/** Step 2: at least one car, seats for everyone, each class within its quantity, a readable custom gratuity. */
export function checkPrice(state: WizardState, cars: readonly Car[]): FieldMessages {
  const messages: FieldMessages = {};
  const chosen = state.price.cars.filter((c) => c.count > 0);
  if (chosen.length === 0) messages['price.cars'] = CHECK_MESSAGES.cars;
  else {
    const byId = new Map(cars.map((car) => [car.id, car]));
    const tooMany = chosen.find((c) => c.count > (byId.get(c.carId)?.quantity ?? Number.POSITIVE_INFINITY));
    const seats = chosen.reduce((sum, c) => sum + (byId.get(c.carId)?.maxPassenger ?? 0) * c.count, 0);
    if (tooMany) {
      const car = byId.get(tooMany.carId);
      messages['price.cars'] = `At most ${car?.quantity} ${car?.name} car${car?.quantity === 1 ? '' : 's'}`;
    } else if (cars.length > 0 && seats < (state.trip.passengers ?? 0))
      messages['price.cars'] = RESERVATION_MESSAGES.seats;
  }
  if (state.price.gratuity === 'amount') {
    // The one money rule (domain money.ts): an amount of at most two decimals, not negative.
    const cents = decimalToCents(state.price.gratuityAmount.trim());
    if (cents === null || cents < 0) messages['price.gratuityAmount'] = CHECK_MESSAGES.gratuityAmount;
  }
  return messages;
}

/** What stands between the wizard and a price: messages for fields, and the few no field shows. */
export interface QuoteBlockers {
  fields: FieldMessages;
  other: string[];
}

/**
 * Steps 1 and 2 together, then the domain's own `tripSchema` on the request they make: what must be fixed before
 * the trip can be priced. Nothing when the request can be sent.
 */
export function checkQuotable(state: WizardState, cars: readonly Car[], context: RequestContext): QuoteBlockers {
  const fields = { ...checkTrip(state.trip, context), ...checkPrice(state, cars) };
  if (Object.keys(fields).length > 0) return { fields, other: [] };
  const parsed = tripSchema.safeParse(toTripRequest(state, context));
  if (parsed.success) return { fields: {}, other: [] };
  const byPath = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  return toFieldMessages(byPath, { state, mayEnterMiles: context.mayEnterMiles });
}

export const isQuotable = ({ fields, other }: QuoteBlockers) => Object.keys(fields).length === 0 && other.length === 0;

/** Step 3, with the domain's `bookingCustomerSchema`: name, e-mail and phone, the optional texts' lengths. */
export function checkCustomer(state: WizardState): FieldMessages {
  const parsed = bookingCustomerSchema.safeParse(toBookingCustomer(state.customer, touchesAirport(state.trip)));
  if (parsed.success) return {};
  const messages: FieldMessages = {};
  for (const issue of parsed.error.issues) messages[`customer.${issue.path.join('.')}`] ??= issue.message;
  return messages;
}
