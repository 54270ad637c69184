import type { LocationDraft, Step, WizardState } from './wizard-state';

/** Messages by the wizard field they belong to (`trip.pickUp`, `price.discountCode`, `customer.email`). */
export type FieldMessages = Record<string, string>;

interface PathContext {
  state: WizardState;
  /** Without the miles fields, a "miles needed" message goes to the typed address that lacks a place. */
  mayEnterMiles: boolean;
}

const isIndex = (part: string | undefined): part is string => part !== undefined && /^\d+$/.test(part);

/** The first location of a leg, in route order, typed rather than picked from the suggestions. */
function unplacedField(state: WizardState, leg: 'outbound' | 'return'): string | null {
  const { trip } = state;
  const stops = leg === 'outbound' ? trip.stops : trip.returnStops;
  const stopField = leg === 'outbound' ? 'trip.stops' : 'trip.returnStops';
  const route: [string, LocationDraft][] = [
    ['trip.pickUp', trip.pickUp],
    ...stops.map((stop, i): [string, LocationDraft] => [`${stopField}.${i}`, stop]),
    ['trip.dropOff', trip.dropOff],
  ];
  return route.find(([, location]) => location.placeId === null)?.[0] ?? null;
}

/**
 * The wizard field a request path names: the paths of `tripSchema` and `bookingRequestSchema` (`pickUpAt`,
 * `cars.0.count`, `returnTrip.stops.1.address`, `customer.email`, `trip.discountCode`) as the API's 400 and the
 * domain schema name them. Null when no field shows it (the message is shown with the price instead).
 */
export function fieldOfPath(path: string, context: PathContext): string | null {
  const [head, ...rest] = path.split('.');
  const [next, third] = rest;
  switch (head) {
    case 'trip':
      return fieldOfPath(rest.join('.'), context);
    case 'customer':
      return next ? `customer.${next}` : null;
    case 'pickUp':
    case 'dropOff':
    case 'passengers':
    case 'tripType':
    case 'service':
      return `trip.${head}`;
    case 'durationMinutes':
      return 'trip.durationHours';
    case 'stops':
      return isIndex(next) ? `trip.stops.${next}` : 'trip.stops';
    case 'pickUpAt':
      return 'trip.pickUpDate';
    case 'miles':
      return context.mayEnterMiles ? 'trip.miles' : unplacedField(context.state, 'outbound');
    case 'returnTrip':
      if (next === 'stops') return isIndex(third) ? `trip.returnStops.${third}` : 'trip.returnStops';
      if (next === 'miles') return context.mayEnterMiles ? 'trip.returnMiles' : unplacedField(context.state, 'return');
      return 'trip.returnDate';
    case 'cars':
      return 'price.cars';
    case 'gratuity':
      return next === 'amount' ? 'price.gratuityAmount' : 'price.gratuity';
    case 'discountCode':
    case 'meetAndGreet':
    case 'isBagsChecked':
      return `price.${head}`;
    case 'termsAccepted':
      return 'termsAccepted';
    default:
      return null;
  }
}

/** The step that shows a field. */
export function stepOfField(field: string): Step {
  if (field.startsWith('trip.')) return 'trip';
  if (field.startsWith('price.')) return 'price';
  if (field.startsWith('customer.')) return 'customer';
  return 'summary';
}

/**
 * Request-path messages (a 400's `error.fields`, zod issues) as wizard-field messages, and those no field shows.
 * The first message for a field wins.
 */
export function toFieldMessages(
  messages: Record<string, string>,
  context: PathContext,
): { fields: FieldMessages; other: string[] } {
  const fields: FieldMessages = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const field = fieldOfPath(path, context);
    if (field === null) other.push(message);
    else fields[field] ??= message;
  }
  return { fields, other };
}
