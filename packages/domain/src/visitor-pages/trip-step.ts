import { DATE_HELPER } from '../dates.js';
import { MAX_EXTRA_STOPS, MAX_PASSENGERS } from '../schemas/trip.js';
import {
  CHECK_MESSAGES,
  TRIP_START_ADDRESS_MAX,
  TRIP_START_FIELDS,
  WIZARD_STEP_LABELS,
  type TripStart,
  type WizardStep,
} from '../schemas/trip-start.js';
import { QUOTE_PAGE } from './visitor-home.js';

/**
 * The booking wizard's first step (DESIGN §5), described once for its two renderings (decision 076): the wizard's
 * `TripStep` (apps/web) and the visitor's first form from the server (decision 067, `trip-start-page.ts`). Both draw
 * `TRIP_STEP_PARTS` in order; the form leaves out what needs a script (the return's stops) and staff's fields.
 */

export type TripEnd = 'pickUp' | 'dropOff';

/** The ends' names, which their labels start with: "Pickup airport", "Drop-off address". */
export const TRIP_END_NAMES: Record<TripEnd, string> = { pickUp: 'Pickup', dropOff: 'Drop-off' };

/** Which end is the airport for a visitor's trip types; the other end is an address. */
export const AIRPORT_END: Record<TripStart['tripType'], TripEnd> = {
  'from-airport': 'pickUp',
  'to-airport': 'dropOff',
};

/** "Pickup airport", "Drop-off address": an end's name, then what is asked of it. */
export const endLabel = (end: TripEnd, what: string) => `${TRIP_END_NAMES[end]} ${what}`;

/** What is asked of each end (`endLabel`), and how. */
export const TRIP_END_FIELDS = {
  /** The wizard's two selects: the airport, then its terminal. */
  airport: 'airport',
  terminal: 'terminal',
  /** The form's one select of airport and terminal (`airportChoice`): without a script, no terminal list can follow. */
  airportAndTerminal: { what: 'airport and terminal', name: TRIP_START_FIELDS.airport, prompt: 'Choose…' },
  /** The other end, typed. The wizard's field suggests places, and says so under it (`ADDRESS_HINT`). */
  address: {
    what: 'address',
    name: TRIP_START_FIELDS.address,
    autoComplete: 'street-address',
    maxLength: TRIP_START_ADDRESS_MAX,
    helper: 'A street address with its ZIP code',
  },
} as const;

/** The extra stops' texts: the list's title with its count, each stop and its removal. */
export const STOP_TEXTS = {
  title: (title: string, count: number) => `${title} (${count} of ${MAX_EXTRA_STOPS})`,
  stop: (index: number) => `Stop ${index + 1}`,
  remove: (index: number) => `Remove stop ${index + 1}`,
};

/** A value of the trip with its own input, on both: its name in the form, and under `trip.` in the wizard's state. */
export type VisitorFieldKey = Exclude<
  keyof typeof TRIP_START_FIELDS,
  'tripType' | 'airport' | 'address' | 'isRoundTrip' | 'action'
>;

interface TripStepFieldBase {
  label: string;
  type: 'date' | 'time' | 'number';
  /** Required whenever it is shown (the return's fields when the trip is a round trip). */
  required: boolean;
  /** Under a number. A time's is the business's clock's (`timeHelper`), with an example on it (decision 089). */
  helper?: string;
  /** Under a date, typed as text in the wizard and on the server's form alike (decision 084). */
  format?: string;
  min?: number;
  max?: number;
  step?: number;
  /** A new trip's value. */
  initial?: number;
}

export type VisitorTripField = TripStepFieldBase & { key: VisitorFieldKey; isStaffs?: false };
/** Staff's alone (`maySetMiles`), in the wizard: never on a visitor's form. */
export type StaffTripField = TripStepFieldBase & { key: 'miles' | 'returnMiles'; isStaffs: true };
export type TripStepField = VisitorTripField | StaffTripField;
export type TripStepFieldKey = TripStepField['key'];

export const isVisitorField = (field: TripStepField): field is VisitorTripField => !field.isStaffs;

export type TripStepPart =
  | { kind: 'trip-type'; key: 'tripType'; legend: string }
  | { kind: 'end'; end: TripEnd }
  /** `isWizards`: the wizard's alone (the form's one stop button is "Add a stop"). */
  | { kind: 'stops'; key: 'stops' | 'returnStops'; title: string; add: string; isWizards?: boolean }
  | { kind: 'row'; fields: readonly TripStepField[] }
  | { kind: 'round-trip'; key: 'isRoundTrip'; label: string; section: string; parts: readonly TripStepPart[] };

const YEAR_MONTH_DAY = DATE_HELPER;
const milesField = (key: StaffTripField['key'], label: string, helper: string): StaffTripField => ({
  key,
  label,
  type: 'number',
  required: false,
  helper,
  min: 0,
  step: 0.1,
  isStaffs: true,
});

/** Step 1, in order: where from, the stops, where to, when, how many, and the way back. */
export const TRIP_STEP_PARTS: readonly TripStepPart[] = [
  { kind: 'trip-type', key: 'tripType', legend: 'Trip type' },
  { kind: 'end', end: 'pickUp' },
  { kind: 'stops', key: 'stops', title: 'Extra stops', add: 'Add a stop' },
  { kind: 'end', end: 'dropOff' },
  {
    kind: 'row',
    fields: [
      { key: 'pickUpDate', label: 'Pickup date', type: 'date', required: true, format: YEAR_MONTH_DAY },
      { key: 'pickUpTime', label: 'Pickup time', type: 'time', required: true },
    ],
  },
  {
    kind: 'row',
    fields: [
      {
        key: 'passengers',
        label: 'Passengers',
        type: 'number',
        required: true,
        min: 1,
        max: MAX_PASSENGERS,
        step: 1,
        initial: 1,
      },
      milesField(
        'miles',
        'Miles (optional)',
        'Leave empty to measure the trip from its addresses; needed when an address cannot be placed',
      ),
    ],
  },
  {
    kind: 'round-trip',
    key: 'isRoundTrip',
    label: 'Round trip (we pick you up again where we dropped you off)',
    section: 'Return',
    parts: [
      {
        kind: 'row',
        fields: [
          { key: 'returnDate', label: 'Return date', type: 'date', required: true, format: YEAR_MONTH_DAY },
          { key: 'returnTime', label: 'Return time', type: 'time', required: true },
        ],
      },
      { kind: 'stops', key: 'returnStops', title: 'Return stops', add: 'Add a return stop', isWizards: true },
      {
        kind: 'row',
        fields: [
          milesField('returnMiles', 'Return miles (optional)', 'Leave empty to measure the return from its addresses'),
        ],
      },
    ],
  },
];

const QUOTE_SKIPS: readonly WizardStep[] = ['customer'];

/** The wizard's frame around its step, as the wizard and the visitor's first form draw it. */
export const WIZARD_FRAME = {
  /** The page's heading while a visitor gets a quote. */
  quoteTitle: QUOTE_PAGE.title,
  stepsLabel: 'Booking steps',
  /** The steps a quote skips: shown with the note, never reachable from the stepper. */
  quoteSkips: QUOTE_SKIPS,
  skippedNote: 'not needed for a quote',
  stepHeading: (index: number, count: number, step: WizardStep) =>
    `Step ${index + 1} of ${count}: ${WIZARD_STEP_LABELS[step]}`,
  priceHeading: 'Price',
  priceTodo: 'To see the price:',
  next: 'Next',
} as const;

/**
 * What the price card lists under "To see the price:" for a new trip from an airport: the checks of steps 1 and 2
 * that an empty trip fails, in the wizard's order (`checkTrip`, then `checkPrice`).
 */
export const NEW_TRIP_TODO = [
  CHECK_MESSAGES.airport,
  CHECK_MESSAGES.address,
  CHECK_MESSAGES.date,
  CHECK_MESSAGES.time,
  CHECK_MESSAGES.cars,
] as const;
