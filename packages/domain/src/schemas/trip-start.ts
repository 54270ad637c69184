import { typedDate } from '../dates.js';
import { TIME_TEXT_MAX } from '../typed-time.js';
import { MAX_PASSENGERS, MAX_TRIP_MILES, type TripType } from './trip.js';

/**
 * The booking wizard's messages for what stops a step (apps/web/src/features/booking/wizard/wizard-checks.ts), and
 * the price card's list of what it still needs, as the wizard and the visitor's first step from the server (decision
 * 067) both show them.
 */
export const CHECK_MESSAGES = {
  airport: 'Choose the airport',
  terminal: 'Choose the terminal',
  address: 'Enter the address',
  stop: 'Enter this stop or remove it',
  date: 'Enter the pickup date (YYYY-MM-DD)',
  time: 'Enter the pickup time',
  returnDate: 'Enter the return date (YYYY-MM-DD)',
  returnTime: 'Enter the return time',
  passengers: `Passengers: a whole number from 1 to ${MAX_PASSENGERS}`,
  miles: `Miles: more than 0, at most ${MAX_TRIP_MILES}, one decimal at most`,
  cars: 'Choose at least one car',
  gratuityAmount: 'Enter the gratuity in dollars, e.g. 20 or 12.50',
} as const;

/** The booking wizard's steps and their names (DESIGN §5 "Creation flow"), as its stepper shows them. */
export const WIZARD_STEPS = ['trip', 'price', 'customer', 'summary', 'payment'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_LABELS: Record<WizardStep, string> = {
  trip: 'Trip',
  price: 'Cars and price',
  customer: 'Customer',
  summary: 'Summary and terms',
  payment: 'Payment',
};

/**
 * A visitor's first step of the booking wizard as HTML from the server (decision 067): a plain form that sends its
 * fields to `/reservation/create?…`, where the wizard goes on from them. These are its fields' names.
 */
export const TRIP_START_FIELDS = {
  tripType: 'tripType',
  /** The airport and its terminal in one choice: `airportChoice()`. */
  airport: 'airport',
  /** The other end's address, as typed (the dropoff from an airport, the pickup to one). */
  address: 'address',
  pickUpDate: 'pickUpDate',
  pickUpTime: 'pickUpTime',
  passengers: 'passengers',
  /** `on` when ticked. */
  isRoundTrip: 'isRoundTrip',
  returnDate: 'returnDate',
  returnTime: 'returnTime',
  /** The button pressed: `TRIP_START_ACTIONS`. Its presence marks the form's request. */
  action: 'start',
} as const;

/** "Next" (the wizard checks the step and goes on to the price) and "Add a stop" (step 1 again, with a stop). */
export const TRIP_START_ACTIONS = ['next', 'add-stop'] as const;
export type TripStartAction = (typeof TRIP_START_ACTIONS)[number];

/** Visitors book from or to an airport (point to point is staff's). */
export const TRIP_START_TYPES = ['from-airport', 'to-airport'] as const satisfies readonly TripType[];

/** What the form sent, read leniently: a value that is not one is left empty, for step 1's own checks to name. */
export interface TripStart {
  tripType: (typeof TRIP_START_TYPES)[number];
  airportId: number | null;
  /** The terminal's place id; null for an airport without terminals or none chosen. */
  terminalId: number | null;
  address: string;
  pickUpDate: string;
  /**
   * As typed: the wizard reads it on the business's clock (`typedTimeValue`, decision 089), which this reader does not
   * know, and shows a time it cannot read again, with how to type it.
   */
  pickUpTime: string;
  /** Null when not a whole number from 1 to `MAX_PASSENGERS`. */
  passengers: number | null;
  isRoundTrip: boolean;
  returnDate: string;
  /** As typed, like the pickup time. */
  returnTime: string;
  action: TripStartAction;
}

/** The airport select's value: the airport, and the terminal chosen at it. */
export const airportChoice = (airportId: number, terminalId?: number | null) =>
  terminalId === undefined || terminalId === null ? `${airportId}` : `${airportId}:${terminalId}`;

/** The longest address kept from the form (the wizard's own field takes no more). */
export const TRIP_START_ADDRESS_MAX = 500;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
const matching = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : '');
/** A typed text kept for the wizard's field: no NUL, trimmed, at most `max` characters. */
const typedText = (value: string | null, max: number) => (value ?? '').replaceAll('\u0000', '').trim().slice(0, max);
const idOf = (text: string | undefined) => (text !== undefined && ID.test(text) ? Number(text) : null);

/** Reads `/reservation/create?…` as the first step's form sent it; null when it is not that form's request. */
export function readTripStart(params: { get(name: string): string | null }): TripStart | null {
  const action = TRIP_START_ACTIONS.find((known) => known === params.get(TRIP_START_FIELDS.action));
  if (!action) return null;
  const tripType = TRIP_START_TYPES.find((known) => known === params.get(TRIP_START_FIELDS.tripType));
  const [airport, terminal, ...rest] = (params.get(TRIP_START_FIELDS.airport) ?? '').split(':');
  const airportId = rest.length === 0 ? idOf(airport) : null;
  const passengersText = params.get(TRIP_START_FIELDS.passengers)?.trim() ?? '';
  const passengers = /^\d{1,3}$/.test(passengersText) ? Number(passengersText) : 0;
  return {
    tripType: tripType ?? 'from-airport',
    airportId,
    terminalId: airportId === null ? null : idOf(terminal),
    address: typedText(params.get(TRIP_START_FIELDS.address), TRIP_START_ADDRESS_MAX),
    pickUpDate: matching(typedDate(params.get(TRIP_START_FIELDS.pickUpDate) ?? ''), DATE),
    pickUpTime: typedText(params.get(TRIP_START_FIELDS.pickUpTime), TIME_TEXT_MAX),
    passengers: passengers >= 1 && passengers <= MAX_PASSENGERS ? passengers : null,
    isRoundTrip: params.get(TRIP_START_FIELDS.isRoundTrip) === 'on',
    returnDate: matching(typedDate(params.get(TRIP_START_FIELDS.returnDate) ?? ''), DATE),
    returnTime: typedText(params.get(TRIP_START_FIELDS.returnTime), TIME_TEXT_MAX),
    action,
  };
}
