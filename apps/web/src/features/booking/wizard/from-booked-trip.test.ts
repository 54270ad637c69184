import type { BookedTrip } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { AIRPORTS } from '../testing-fixtures';
import { fromBookedTrip } from './from-booked-trip';
import { toBookingCustomer, toTripRequest } from './trip-request';

const BOOKED: BookedTrip = {
  id: 41,
  number: 'A41',
  status: 'unpaid',
  returnId: 42,
  returnNumber: 'A42',
  returnStatus: 'unpaid',
  version: 3,
  trip: {
    tripType: 'from-airport',
    service: 'transfer',
    pickUp: { placeId: 11, address: 'JFK Terminal 4, John F. Kennedy International Airport' },
    dropOff: { placeId: 30, address: 'Plaza Hotel, 768 5th Ave' },
    stops: [{ address: '1 Main St, Brooklyn' }, { placeId: 20, address: 'LaGuardia Airport' }],
    pickUpAt: '2026-12-24T09:30',
    miles: 21.5,
    passengers: 3,
    returnTrip: { pickUpAt: '2026-12-28T18:00', stops: [], miles: 20 },
    cars: [{ carId: 1, count: 2 }],
    meetAndGreet: true,
    gratuity: { kind: 'percentage', percentage: 20 },
    discountCode: 'WELCOME10',
    isBagsChecked: true,
  },
  customer: {
    customerId: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+1 212 555 0100',
    affiliateId: 4,
    flightNumber: 'BA117',
    airline: 'British Airways',
    comments: 'Two child seats',
  },
  customerLabel: 'Ada Lovelace (ada@example.com)',
  affiliateName: 'Hotel desk',
  total: 512.4,
  paymentType: 'unpaid',
  transactionId: null,
  editRefusal: null,
};

describe('fromBookedTrip', () => {
  it('gives back the trip as booked: sent again it is the same request', () => {
    const state = fromBookedTrip(BOOKED, AIRPORTS, { withDates: true });
    expect(state.step).toBe('trip');
    expect(state.trip.pickUp).toEqual({ ...BOOKED.trip.pickUp, airportId: 10, isAirport: true });
    expect(state.trip.stops[1]).toMatchObject({ placeId: 20, airportId: 20, isAirport: true });
    expect(state.trip.stops[0]).toEqual({
      placeId: null,
      address: '1 Main St, Brooklyn',
      airportId: null,
      isAirport: false,
    });
    expect(toTripRequest(state, { mayEnterMiles: true })).toEqual(BOOKED.trip);
    const { customerId, affiliateId, ...rest } = BOOKED.customer;
    expect(toBookingCustomer(state.customer, true)).toEqual({ customerId, affiliateId, ...rest });
    expect(state.customer).toMatchObject({ customerLabel: BOOKED.customerLabel, affiliateName: 'Hotel desk' });
  });

  it('leaves the dates out of a duplicate and keeps everything else', () => {
    const state = fromBookedTrip(BOOKED, AIRPORTS, { withDates: false });
    expect(state.trip).toMatchObject({ pickUpDate: '', pickUpTime: '', returnDate: '', returnTime: '' });
    expect(state.trip.isRoundTrip).toBe(true);
    expect(state.trip.returnMiles).toBe('20');
    expect(state.price).toEqual({
      cars: [{ carId: 1, count: 2 }],
      meetAndGreet: true,
      gratuity: '20',
      gratuityAmount: '',
      discountCode: 'WELCOME10',
      isBagsChecked: true,
    });
  });

  it('keeps a custom gratuity as the amount typed, and a one-way trip without a return', () => {
    const { returnTrip: _, ...oneWay } = BOOKED.trip;
    const state = fromBookedTrip(
      { ...BOOKED, trip: { ...oneWay, gratuity: { kind: 'amount', amount: 12.5 } } },
      AIRPORTS,
      { withDates: true },
    );
    expect(state.price).toMatchObject({ gratuity: 'amount', gratuityAmount: '12.50' });
    expect(state.trip).toMatchObject({ isRoundTrip: false, returnDate: '', returnStops: [] });
  });
});
