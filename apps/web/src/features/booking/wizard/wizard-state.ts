import {
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
  type Airport,
  type BookableService,
  type TripType,
  type WizardStep,
} from '@livery/domain';

/**
 * The booking wizard's whole state (DESIGN §5 "Creation flow"), as one plain JSON object: the form holds it,
 * sessionStorage keeps it across a sign-in, and a draft (`POST /reservation-drafts`) can store it as it is.
 * Text fields stay the text typed (miles, an amount) so a half-typed value survives a reload.
 */

/** A pickup, dropoff or stop as the person chose it: a known place (with its id) or a typed address. */
export interface LocationDraft {
  /** The known place: an airport, a terminal or an address with coordinates; null for typed text. */
  placeId: number | null;
  /** The text shown and booked ("JFK Terminal 4, John F. Kennedy International Airport (JFK)"). */
  address: string;
  /** The airport chosen at an airport end (its terminal is `placeId`); null elsewhere. */
  airportId: number | null;
  /** Whether the place is an airport (a point-to-point trip may start or end at one). */
  isAirport: boolean;
}

export const GRATUITY_CHOICES = ['none', '15', '20', '25', '30', 'amount'] as const;
export type GratuityChoice = (typeof GRATUITY_CHOICES)[number];

export interface TripDraft {
  tripType: TripType;
  /**
   * What is booked (decision 092): absent in a state saved before services were sold, which is a transfer. An hourly
   * booking's time is typed as hours and minutes.
   */
  service?: BookableService;
  durationHours?: string;
  durationMinutes?: string;
  pickUp: LocationDraft;
  dropOff: LocationDraft;
  stops: LocationDraft[];
  /** `YYYY-MM-DD` and `HH:mm`, the business's wall clock. */
  pickUpDate: string;
  pickUpTime: string;
  passengers: number | null;
  /** Staff's miles for the outbound, as typed; '' to let the server measure. */
  miles: string;
  isRoundTrip: boolean;
  returnDate: string;
  returnTime: string;
  returnStops: LocationDraft[];
  returnMiles: string;
}

export interface PriceDraft {
  /** The classes chosen, each with its count (a class with 0 cars is left out). */
  cars: { carId: number; count: number }[];
  meetAndGreet: boolean;
  gratuity: GratuityChoice;
  /** The custom gratuity in dollars, as typed. */
  gratuityAmount: string;
  discountCode: string;
  isBagsChecked: boolean;
}

export interface CustomerDraft {
  /** The account booked for (staff who searched one); null books for yourself or a walk-in. */
  customerId: number | null;
  /** How the chosen account reads in the search field. */
  customerLabel: string;
  affiliateId: number | null;
  affiliateName: string;
  name: string;
  email: string;
  phoneNumber: string;
  hotelName: string;
  flightNumber: string;
  airline: string;
  comments: string;
}

/** The wizard's steps and their names: the domain's, as the server's first step shows them too (decision 067). */
export const STEPS = WIZARD_STEPS;
export type Step = WizardStep;
export const STEP_LABELS = WIZARD_STEP_LABELS;

export interface WizardState {
  /** The shape's version, so a stored state from an older release is recognised (and dropped). */
  version: 1;
  step: Step;
  trip: TripDraft;
  price: PriceDraft;
  customer: CustomerDraft;
  termsAccepted: boolean;
}

export const emptyLocation = (): LocationDraft => ({ placeId: null, address: '', airportId: null, isAirport: false });

/**
 * An airport end once its airport is chosen (the airport picker, the visitor's first step from the server): an
 * airport without terminals is the place itself; one with terminals waits for its terminal (no place, no text yet).
 */
export function airportLocation(airport: Airport): LocationDraft {
  const isItself = !airport.terminals || airport.terminals.length === 0;
  return {
    airportId: airport.id,
    placeId: isItself ? airport.id : null,
    address: isItself ? `${airport.name}, ${airport.address}` : '',
    isAirport: true,
  };
}

/** An airport end once its terminal is chosen; null when `terminalId` is not one of this airport's terminals. */
export function terminalLocation(airport: Airport, terminalId: number): LocationDraft | null {
  const terminal = airport.terminals?.find((t) => t.id === terminalId);
  if (!terminal) return null;
  return {
    airportId: airport.id,
    placeId: terminal.id,
    address: `${terminal.name}, ${airport.name}`,
    isAirport: true,
  };
}

export function emptyWizardState(): WizardState {
  return {
    version: 1,
    step: 'trip',
    trip: {
      tripType: 'from-airport',
      service: 'transfer',
      durationHours: '',
      durationMinutes: '',
      pickUp: emptyLocation(),
      dropOff: emptyLocation(),
      stops: [],
      pickUpDate: '',
      pickUpTime: '',
      passengers: 1,
      miles: '',
      isRoundTrip: false,
      returnDate: '',
      returnTime: '',
      returnStops: [],
      returnMiles: '',
    },
    price: {
      cars: [],
      meetAndGreet: false,
      gratuity: 'none',
      gratuityAmount: '',
      discountCode: '',
      isBagsChecked: false,
    },
    customer: {
      customerId: null,
      customerLabel: '',
      affiliateId: null,
      affiliateName: '',
      name: '',
      email: '',
      phoneNumber: '',
      hotelName: '',
      flightNumber: '',
      airline: '',
      comments: '',
    },
    termsAccepted: false,
  };
}

/** Which end of a trip is the airport: the pickup from one, the dropoff to one, neither point to point. */
export const airportEndOf = (tripType: TripType): 'pickUp' | 'dropOff' | null =>
  tripType === 'from-airport' ? 'pickUp' : tripType === 'to-airport' ? 'dropOff' : null;

/** Whether the trip touches an airport (flight number and airline are asked then). */
export const touchesAirport = (trip: TripDraft): boolean =>
  trip.tripType !== 'point-to-point' || trip.pickUp.isAirport || trip.dropOff.isAirport;

/**
 * Meet & greet is offered when someone is picked up at an airport or the trip is point to point (DESIGN §5): a
 * one-way trip to the airport picks nobody up there, but its return does.
 */
export const offersMeetAndGreet = (trip: Pick<TripDraft, 'tripType' | 'isRoundTrip'>): boolean =>
  trip.tripType !== 'to-airport' || trip.isRoundTrip;

/**
 * The trip after its type changed: the airport stays the airport (from ↔ to swaps the ends); an end that must
 * become an airport but is not one is emptied.
 */
export function withTripType(trip: TripDraft, tripType: TripType): TripDraft {
  if (tripType === trip.tripType) return trip;
  const swap =
    (trip.tripType === 'from-airport' && tripType === 'to-airport') ||
    (trip.tripType === 'to-airport' && tripType === 'from-airport');
  let { pickUp, dropOff } = swap ? { pickUp: trip.dropOff, dropOff: trip.pickUp } : trip;
  const airportEnd = airportEndOf(tripType);
  if (airportEnd === 'pickUp' && pickUp.airportId === null) pickUp = emptyLocation();
  if (airportEnd === 'dropOff' && dropOff.airportId === null) dropOff = emptyLocation();
  return { ...trip, tripType, pickUp, dropOff };
}
