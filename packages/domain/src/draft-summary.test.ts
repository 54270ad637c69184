import { describe, expect, it } from 'vitest';
import { draftSummary } from './index.js';

describe('what a draft shows of itself', () => {
  it('reads the web wizard’s state: pickup date and time, route, passengers, customer and hotel', () => {
    const state = {
      version: 1,
      step: 'price',
      trip: {
        tripType: 'to-airport',
        pickUp: { placeId: null, address: ' 20 W 34th St ', airportId: null, isAirport: false },
        dropOff: { placeId: 3, address: 'JFK Terminal 4', airportId: 1, isAirport: true },
        pickUpDate: '2031-06-05',
        pickUpTime: '23:30',
        passengers: 2,
      },
      customer: { name: 'Drafty Dora', email: '', phoneNumber: '646-555-0111', hotelName: 'The Plaza' },
    };
    expect(draftSummary(state)).toEqual({
      tripType: 'to-airport',
      pickUpLocal: '2031-06-05T23:30',
      pickUpLocation: '20 W 34th St',
      dropOffLocation: 'JFK Terminal 4',
      passengers: 2,
      name: 'Drafty Dora',
      phoneNumber: '646-555-0111',
      hotelName: 'The Plaza',
    });
  });

  it('reads a trip as the API books it, and keeps only what is there and whole', () => {
    expect(draftSummary({ trip: { pickUpAt: '2031-06-05T09:15', pickUp: { address: 'LGA' } } })).toEqual({
      pickUpLocal: '2031-06-05T09:15',
      pickUpLocation: 'LGA',
    });
    // A half-typed time, a made-up trip type, an empty name: nothing.
    expect(
      draftSummary({
        trip: { tripType: 'by-boat', pickUpDate: '2031-06-05', pickUpTime: '9:1', passengers: 1e12 },
        customer: { name: ' ' },
      }),
    ).toEqual({});
    for (const state of [null, [], 'text', { trip: 'JFK' }]) expect(draftSummary(state)).toEqual({});
  });
});
