import { isLocalDateTime } from './business-time.js';
import { isRecord } from './is-record.js';
import { MAX_PASSENGERS, TRIP_TYPES, type TripType } from './schemas/trip.js';

/**
 * What a draft's stored wizard state tells of the trip, each piece on its own (issue 22: "a draft in the list shows
 * what it has"): a draft is saved at any step, so any part may be missing or half typed. Read from the web wizard's
 * state (`trip.pickUpDate` + `trip.pickUpTime`, `customer.hotelName`) and from a trip as the API books it
 * (`trip.pickUpAt`), so a draft saved through the API by another client reads the same.
 */
export interface DraftSummary {
  tripType?: TripType;
  /** The pickup on the business's wall clock, `YYYY-MM-DDTHH:mm`, only when whole. */
  pickUpLocal?: string;
  pickUpLocation?: string;
  dropOffLocation?: string;
  passengers?: number;
  name?: string;
  email?: string;
  phoneNumber?: string;
  hotelName?: string;
}

/** The list columns are text of at most this many characters; a draft may hold anything. */
const MAX_TEXT = 200;

type Bag = Record<string, unknown>;
// An array is no bag either: none of the names read here is an array's.
const bagOf = (value: unknown): Bag => (isRecord(value) ? value : {});
const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : undefined;

function pickUpOf(trip: Bag): string | undefined {
  const joined =
    typeof trip['pickUpDate'] === 'string' && typeof trip['pickUpTime'] === 'string'
      ? `${trip['pickUpDate']}T${trip['pickUpTime']}`
      : trip['pickUpAt'];
  return typeof joined === 'string' && isLocalDateTime(joined) ? joined : undefined;
}

const isPassengerCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PASSENGERS;

export function draftSummary(state: unknown): DraftSummary {
  const trip = bagOf(bagOf(state)['trip']);
  const customer = bagOf(bagOf(state)['customer']);
  const tripType = TRIP_TYPES.find((type) => type === trip['tripType']);
  const passengers = trip['passengers'];
  const summary: DraftSummary = {
    tripType,
    pickUpLocal: pickUpOf(trip),
    pickUpLocation: textOf(bagOf(trip['pickUp'])['address']),
    dropOffLocation: textOf(bagOf(trip['dropOff'])['address']),
    passengers: isPassengerCount(passengers) ? passengers : undefined,
    name: textOf(customer['name']),
    email: textOf(customer['email']),
    phoneNumber: textOf(customer['phoneNumber']),
    hotelName: textOf(customer['hotelName']),
  };
  for (const [key, value] of Object.entries(summary)) if (value === undefined) Reflect.deleteProperty(summary, key);
  return summary;
}
