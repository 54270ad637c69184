import { isOneOf, moneyToDecimal, type Airport, type BookedTrip } from '@livery/domain';
import {
  emptyWizardState,
  GRATUITY_CHOICES,
  type GratuityChoice,
  type LocationDraft,
  type WizardState,
} from './wizard-state';

type BookedLocation = BookedTrip['trip']['pickUp'];

/**
 * A booked place as the wizard holds it: an airport or one of its terminals is picked in the airport picker
 * (its `airportId`), any other known place or typed address in the address field.
 */
function toLocationDraft({ placeId, address }: BookedLocation, airports: readonly Airport[]): LocationDraft {
  if (placeId === undefined) return { placeId: null, address, airportId: null, isAirport: false };
  const airport = airports.find((a) => a.id === placeId || a.terminals?.some((t) => t.id === placeId));
  return { placeId, address, airportId: airport?.id ?? null, isAirport: airport !== undefined };
}

const milesText = (miles: number | undefined) => (miles === undefined ? '' : String(miles));

function gratuityOf(gratuity: BookedTrip['trip']['gratuity']): { gratuity: GratuityChoice; gratuityAmount: string } {
  if (gratuity.kind === 'amount') return { gratuity: 'amount', gratuityAmount: moneyToDecimal(gratuity.amount) };
  if (gratuity.kind === 'percentage') {
    const choice = String(gratuity.percentage);
    if (isOneOf(GRATUITY_CHOICES, choice)) return { gratuity: choice, gratuityAmount: '' };
  }
  return { gratuity: 'none', gratuityAmount: '' };
}

/** An hourly booking's minutes as the hours and minutes typed (130 → '2' and '10'); empty for another service. */
function durationOf(minutes: number | undefined): { durationHours: string; durationMinutes: string } {
  if (minutes === undefined) return { durationHours: '', durationMinutes: '' };
  return { durationHours: String(Math.floor(minutes / 60)), durationMinutes: String(minutes % 60) };
}

/**
 * A booked trip (`GET /reservations/{id}/booking`) as the wizard's state: the update screen edits it as it is;
 * a duplicate (`withDates: false`) books it again with everything but the dates, which the person picks anew
 * (DESIGN §5). Its customer and affiliate stay chosen, as step 3's searches show them.
 */
export function fromBookedTrip(
  booked: BookedTrip,
  airports: readonly Airport[],
  { withDates }: { withDates: boolean },
): WizardState {
  const { trip, customer } = booked;
  const empty = emptyWizardState();
  const [pickUpDate = '', pickUpTime = ''] = withDates ? trip.pickUpAt.split('T') : [];
  const [returnDate = '', returnTime = ''] = withDates && trip.returnTrip ? trip.returnTrip.pickUpAt.split('T') : [];
  const location = (place: BookedLocation) => toLocationDraft(place, airports);
  return {
    ...empty,
    trip: {
      tripType: trip.tripType,
      service: trip.service,
      ...durationOf(trip.durationMinutes),
      pickUp: location(trip.pickUp),
      dropOff: location(trip.dropOff),
      stops: trip.stops.map(location),
      pickUpDate,
      pickUpTime: pickUpTime.slice(0, 5),
      passengers: trip.passengers,
      miles: milesText(trip.miles),
      isRoundTrip: trip.returnTrip !== undefined,
      returnDate,
      returnTime: returnTime.slice(0, 5),
      returnStops: (trip.returnTrip?.stops ?? []).map(location),
      returnMiles: milesText(trip.returnTrip?.miles),
    },
    price: {
      cars: trip.cars.map(({ carId, count }) => ({ carId, count })),
      meetAndGreet: trip.meetAndGreet,
      ...gratuityOf(trip.gratuity),
      discountCode: trip.discountCode ?? '',
      isBagsChecked: trip.isBagsChecked,
    },
    customer: {
      ...empty.customer,
      customerId: customer.customerId ?? null,
      customerLabel: booked.customerLabel ?? '',
      affiliateId: customer.affiliateId ?? null,
      affiliateName: booked.affiliateName ?? '',
      name: customer.name,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      hotelName: customer.hotelName ?? '',
      flightNumber: customer.flightNumber ?? '',
      airline: customer.airline ?? '',
      comments: customer.comments ?? '',
    },
  };
}
