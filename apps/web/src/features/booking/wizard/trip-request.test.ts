import { tripSchema } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { toBookingCustomer, toTripRequest } from './trip-request';
import { checkTrip } from './wizard-checks';
import { emptyLocation, emptyWizardState, withTripType, type LocationDraft, type WizardState } from './wizard-state';

const place = (placeId: number, address: string, isAirport = false): LocationDraft => ({
  placeId,
  address,
  airportId: null,
  isAirport,
});
const terminal: LocationDraft = { placeId: 21, address: 'JFK Terminal 4, JFK', airportId: 1, isAirport: true };

/** A round trip from a JFK terminal to a known address through two stops, as the wizard holds it. */
function roundTrip(): WizardState {
  const state = emptyWizardState();
  state.trip = {
    ...state.trip,
    pickUp: terminal,
    dropOff: place(3, 'Empire State Building, 20 W 34th St'),
    stops: [place(4, 'Grand Central Terminal'), { ...place(5, ' Rockefeller Center ') }],
    pickUpDate: '2026-12-01',
    pickUpTime: '10:00',
    passengers: 2,
    isRoundTrip: true,
    returnDate: '2026-12-03',
    returnTime: '18:30',
  };
  state.price = {
    ...state.price,
    cars: [{ carId: 1, count: 1 }],
    gratuity: '20',
    discountCode: ' WELCOME10 ',
    meetAndGreet: true,
  };
  return state;
}

describe('toTripRequest: the wizard as POST /reservations/quote takes it', () => {
  it('maps a round trip with stops, a code and a percentage gratuity, and the domain schema accepts it', () => {
    const request = toTripRequest(roundTrip(), { mayEnterMiles: false });
    expect(request).toEqual({
      tripType: 'from-airport',
      service: 'transfer',
      pickUp: { placeId: 21, address: 'JFK Terminal 4, JFK' },
      dropOff: { placeId: 3, address: 'Empire State Building, 20 W 34th St' },
      stops: [
        { placeId: 4, address: 'Grand Central Terminal' },
        { placeId: 5, address: 'Rockefeller Center' },
      ],
      pickUpAt: '2026-12-01T10:00',
      passengers: 2,
      returnTrip: { pickUpAt: '2026-12-03T18:30', stops: [] },
      cars: [{ carId: 1, count: 1 }],
      meetAndGreet: true,
      gratuity: { kind: 'percentage', percentage: 20 },
      discountCode: 'WELCOME10',
      isBagsChecked: false,
    });
    expect(tripSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out the return of a one-way trip, an empty code, cars with no count, and typed addresses keep no id', () => {
    const state = roundTrip();
    state.trip.isRoundTrip = false;
    state.trip.dropOff = { placeId: null, address: '12 Typed St', airportId: null, isAirport: false };
    state.price.discountCode = '  ';
    state.price.cars = [
      { carId: 1, count: 0 },
      { carId: 2, count: 2 },
    ];
    const request = toTripRequest(state, { mayEnterMiles: false });
    expect(request.returnTrip).toBeUndefined();
    expect('discountCode' in request).toBe(false);
    expect(request.cars).toEqual([{ carId: 2, count: 2 }]);
    expect(request.dropOff).toEqual({ address: '12 Typed St' });
  });

  it('sends miles only for staff, and a custom gratuity as an amount', () => {
    const state = roundTrip();
    state.trip.miles = '12.5';
    state.trip.returnMiles = '14';
    state.price.gratuity = 'amount';
    state.price.gratuityAmount = '20.01';
    expect(toTripRequest(state, { mayEnterMiles: false }).miles).toBeUndefined();
    const staff = toTripRequest(state, { mayEnterMiles: true });
    expect(staff.miles).toBe(12.5);
    expect(staff.returnTrip?.miles).toBe(14);
    expect(staff.gratuity).toEqual({ kind: 'amount', amount: 20.01 });
  });

  it('asks no meet & greet on a one-way trip to the airport, but does on its return', () => {
    const state = roundTrip();
    state.trip = withTripType(state.trip, 'to-airport');
    expect(state.trip.dropOff).toEqual(terminal);
    expect(toTripRequest(state, { mayEnterMiles: false }).meetAndGreet).toBe(true);
    state.trip.isRoundTrip = false;
    expect(toTripRequest(state, { mayEnterMiles: false }).meetAndGreet).toBe(false);
  });
});

describe('an hourly booking (decision 092)', () => {
  it('sends its hours and minutes, no return, and comes back to the pickup when no drop-off is given', () => {
    const state = roundTrip();
    state.trip = {
      ...state.trip,
      service: 'hourly',
      durationHours: '2',
      durationMinutes: '10',
      dropOff: emptyLocation(),
    };
    const request = toTripRequest(state, { mayEnterMiles: false });
    expect(request).toMatchObject({ service: 'hourly', durationMinutes: 130, dropOff: { placeId: 21 } });
    expect(request.returnTrip).toBeUndefined();
    expect(tripSchema.safeParse(request).success).toBe(true);
    expect(checkTrip(state.trip, { mayEnterMiles: false })).not.toHaveProperty(['trip.dropOff']);

    // A transfer still needs its drop-off; hours of 0 are refused by the schema, on their field.
    expect(checkTrip({ ...state.trip, service: 'transfer' }, { mayEnterMiles: false })).toHaveProperty([
      'trip.dropOff',
    ]);
    state.trip.durationHours = '0';
    state.trip.durationMinutes = '';
    const zero = tripSchema.safeParse(toTripRequest(state, { mayEnterMiles: false }));
    expect(zero.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['durationMinutes']);
  });
});

describe('withTripType', () => {
  it('keeps the airport when the direction flips, and empties an end that must become an airport', () => {
    const trip = roundTrip().trip;
    const toAirport = withTripType(trip, 'to-airport');
    expect([toAirport.pickUp, toAirport.dropOff]).toEqual([trip.dropOff, trip.pickUp]);
    const pointToPoint = withTripType(trip, 'point-to-point');
    expect(pointToPoint.pickUp).toEqual(trip.pickUp);
    const backToAirport = withTripType({ ...pointToPoint, pickUp: place(3, 'Empire') }, 'from-airport');
    expect(backToAirport.pickUp).toEqual({ placeId: null, address: '', airportId: null, isAirport: false });
  });
});

describe('toBookingCustomer', () => {
  it('trims, leaves out empty optional texts, and the flight only when the trip touches an airport', () => {
    const customer = {
      ...emptyWizardState().customer,
      customerId: 9,
      name: ' Maria Lopez ',
      email: 'maria@example.com',
      phoneNumber: '+1 212 555 0100',
      flightNumber: 'DL 402',
      airline: '',
      comments: 'Two large bags',
    };
    expect(toBookingCustomer(customer, true)).toEqual({
      customerId: 9,
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phoneNumber: '+1 212 555 0100',
      flightNumber: 'DL 402',
      comments: 'Two large bags',
    });
    expect(toBookingCustomer(customer, false)).not.toHaveProperty('flightNumber');
  });
});
