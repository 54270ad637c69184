import { BOOKING_WINDOW_MESSAGES, PICKUP_MESSAGES, RESERVATION_MESSAGES, type Car, type Grantee } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { CHECK_MESSAGES, checkCustomer, checkPrice, checkQuotable, checkTrip, isQuotable } from './wizard-checks';
import { emptyWizardState, type WizardState } from './wizard-state';

const car = (id: number, name: string, maxPassenger: number, quantity: number): Car => ({
  id,
  name,
  toAdd: 25,
  toMultiply: 3.25,
  minimumRate: 85,
  quantity,
  maxBags: 3,
  maxPassenger,
  isActive: true,
  hasImage: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const CARS = [car(1, 'Sedan', 3, 6), car(2, 'SUV', 6, 1)];

function complete(): WizardState {
  const state = emptyWizardState();
  state.trip.pickUp = { placeId: 21, address: 'JFK Terminal 4', airportId: 1, isAirport: true };
  state.trip.dropOff = { placeId: 3, address: 'Empire State Building', airportId: null, isAirport: false };
  state.trip.pickUpDate = '2026-12-01';
  state.trip.pickUpTime = '10:00';
  state.trip.passengers = 2;
  state.price.cars = [{ carId: 1, count: 1 }];
  return state;
}
const visitor = { mayEnterMiles: false };
const staff = { mayEnterMiles: true };

describe('checkTrip', () => {
  it('refuses a past pickup on step 1 with the domain’s rule: a past day on the date, a past hour on the time', () => {
    const inNewYork = { mayEnterMiles: false, timeZone: 'America/New_York', now: new Date('2026-12-01T15:00:00Z') };
    const at = (date: string, time: string) => {
      const state = complete();
      state.trip.pickUpDate = date;
      state.trip.pickUpTime = time;
      return checkTrip(state.trip, inNewYork);
    };
    expect(at('2026-11-30', '12:00')).toEqual({ 'trip.pickUpDate': PICKUP_MESSAGES.past });
    expect(at('2026-12-01', '09:30')).toEqual({ 'trip.pickUpTime': PICKUP_MESSAGES.past });
    expect(at('2026-12-01', '10:30')).toEqual({});
    expect(at('2027-03-14', '02:30')).toEqual({ 'trip.pickUpTime': PICKUP_MESSAGES.skippedTime });
    // Without the time zone (not known yet), the server answers.
    expect(checkTrip({ ...complete().trip, pickUpDate: '2020-01-01' }, visitor)).toEqual({});
  });

  it('says on step 1 that a pickup 6 hours away or less is the office’s to book, to whoever may not (issue 38)', () => {
    const now = new Date('2026-12-01T15:00:00Z'); // 10:00 in New York
    const at = (time: string, booker: Grantee | null | undefined) => {
      const state = complete();
      state.trip.pickUpTime = time;
      return checkTrip(state.trip, { mayEnterMiles: false, timeZone: 'America/New_York', now, booker });
    };
    const guest = null;
    const customer: Grantee = { isAdmin: false, permissions: ['reservations:create'] };
    const office: Grantee = { isAdmin: false, permissions: ['reservations:create-withIn-six-hours'] };
    // The domain's rule, word for word, on the time chosen: as the server refuses the booking.
    expect(at('15:30', guest)).toEqual({ 'trip.pickUpTime': BOOKING_WINDOW_MESSAGES.office });
    expect(at('16:00', customer)).toEqual({ 'trip.pickUpTime': BOOKING_WINDOW_MESSAGES.office });
    expect(at('16:01', customer)).toEqual({});
    expect(at('11:00', office)).toEqual({});
    // A change of a booked trip (no booker) is held to the change's rules, not the booking's.
    expect(at('11:00', undefined)).toEqual({});
    // A past pickup still says only that.
    expect(at('09:00', customer)).toEqual({ 'trip.pickUpTime': PICKUP_MESSAGES.past });
  });

  it('asks for the airport, then its terminal, the address, the date and the time', () => {
    const state = emptyWizardState();
    expect(checkTrip(state.trip, visitor)).toEqual({
      'trip.pickUp': CHECK_MESSAGES.airport,
      'trip.dropOff': CHECK_MESSAGES.address,
      'trip.pickUpDate': CHECK_MESSAGES.date,
      'trip.pickUpTime': CHECK_MESSAGES.time,
    });
    state.trip.pickUp = { placeId: null, address: '', airportId: 1, isAirport: true };
    expect(checkTrip(state.trip, visitor)['trip.pickUp']).toBe(CHECK_MESSAGES.terminal);
  });

  it('lets anyone type an address (the server places it); staff may still give readable miles', () => {
    const state = complete();
    state.trip.stops = [
      { placeId: null, address: '350 5th Ave, New York, NY 10118', airportId: null, isAirport: false },
    ];
    state.trip.dropOff = { placeId: null, address: 'Austin, TX', airportId: null, isAirport: false };
    expect(checkTrip(state.trip, visitor)).toEqual({});
    expect(checkTrip(state.trip, staff)).toEqual({});
    state.trip.miles = '12.5';
    expect(checkTrip(state.trip, staff)).toEqual({});
    state.trip.miles = '12.55';
    expect(checkTrip(state.trip, staff)).toEqual({ 'trip.miles': CHECK_MESSAGES.miles });
  });

  it('wants the return after the outbound pickup', () => {
    const state = complete();
    state.trip.isRoundTrip = true;
    state.trip.returnDate = '2026-12-01';
    state.trip.returnTime = '09:00';
    expect(checkTrip(state.trip, visitor)).toEqual({ 'trip.returnDate': RESERVATION_MESSAGES.returnAfterOutbound });
  });
});

describe('checkPrice', () => {
  it('wants a car, seats for every passenger, each class within its quantity and a readable gratuity', () => {
    const state = complete();
    state.price.cars = [];
    expect(checkPrice(state, CARS)).toEqual({ 'price.cars': CHECK_MESSAGES.cars });
    state.price.cars = [{ carId: 1, count: 1 }];
    state.trip.passengers = 4;
    expect(checkPrice(state, CARS)).toEqual({ 'price.cars': RESERVATION_MESSAGES.seats });
    state.price.cars = [{ carId: 2, count: 2 }];
    expect(checkPrice(state, CARS)).toEqual({ 'price.cars': 'At most 1 SUV car' });
    state.price.cars = [{ carId: 1, count: 2 }];
    state.price.gratuity = 'amount';
    state.price.gratuityAmount = '12.345';
    expect(checkPrice(state, CARS)).toEqual({ 'price.gratuityAmount': CHECK_MESSAGES.gratuityAmount });
  });
});

describe('checkQuotable', () => {
  it('is empty once the trip can be priced, and names what is missing before', () => {
    expect(isQuotable(checkQuotable(complete(), CARS, visitor))).toBe(true);
    const state = complete();
    state.price.cars = [];
    expect(checkQuotable(state, CARS, visitor)).toEqual({ fields: { 'price.cars': CHECK_MESSAGES.cars }, other: [] });
  });
});

describe('checkCustomer', () => {
  it('uses the domain schema: name, e-mail and phone are needed', () => {
    const state = complete();
    const messages = checkCustomer(state);
    expect(Object.keys(messages).sort()).toEqual(['customer.email', 'customer.name', 'customer.phoneNumber']);
    state.customer = { ...state.customer, name: 'Maria', email: 'maria@example.com', phoneNumber: '+1 212 555 0100' };
    expect(checkCustomer(state)).toEqual({});
  });
});
