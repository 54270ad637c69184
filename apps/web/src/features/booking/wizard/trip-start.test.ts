import { readTripStart, type TripStart } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { AIRPORTS } from '../testing-fixtures';
import { typedTimesOf, wizardFromTripStart } from './trip-start';
import { emptyLocation, emptyWizardState } from './wizard-state';

const START: TripStart = {
  tripType: 'from-airport',
  airportId: 10,
  terminalId: 11,
  address: '350 5th Ave, New York, NY 10118',
  pickUpDate: '2030-12-01',
  pickUpTime: '10:00 am',
  passengers: 2,
  isRoundTrip: false,
  returnDate: '',
  returnTime: '',
  action: 'next',
};

const TERMINAL_4 = {
  placeId: 11,
  address: 'JFK Terminal 4, John F. Kennedy International Airport',
  airportId: 10,
  isAirport: true,
};
const TYPED = { placeId: null, address: '350 5th Ave, New York, NY 10118', airportId: null, isAirport: false };

describe('wizardFromTripStart', () => {
  it('opens step 1 from an airport, at its terminal, to the typed address, everything else as the form sent it', () => {
    const state = wizardFromTripStart(START, AIRPORTS, '12h');
    const empty = emptyWizardState();
    expect(state).toEqual({
      ...empty,
      trip: {
        ...empty.trip,
        tripType: 'from-airport',
        pickUp: TERMINAL_4,
        dropOff: TYPED,
        pickUpDate: '2030-12-01',
        pickUpTime: '10:00',
        passengers: 2,
      },
    });
    expect(state.step).toBe('trip');
  });

  it('puts the airport at the drop-off and the typed address at the pickup of a trip to an airport', () => {
    const { trip } = wizardFromTripStart({ ...START, tripType: 'to-airport' }, AIRPORTS, '12h');
    expect(trip.tripType).toBe('to-airport');
    expect(trip.pickUp).toEqual(TYPED);
    expect(trip.dropOff).toEqual(TERMINAL_4);
  });

  it('takes an airport without terminals as the place itself', () => {
    const { trip } = wizardFromTripStart({ ...START, airportId: 20, terminalId: null }, AIRPORTS, '12h');
    expect(trip.pickUp).toEqual({
      placeId: 20,
      address: 'LaGuardia Airport, Queens, NY 11371',
      airportId: 20,
      isAirport: true,
    });
  });

  it("leaves the terminal to choose when it is not one of the airport's (the airport stays chosen)", () => {
    const { trip } = wizardFromTripStart({ ...START, terminalId: 99 }, AIRPORTS, '12h');
    expect(trip.pickUp).toEqual({ placeId: null, address: '', airportId: 10, isAirport: true });
    const none = wizardFromTripStart({ ...START, terminalId: null }, AIRPORTS, '12h');
    expect(none.trip.pickUp).toEqual({ placeId: null, address: '', airportId: 10, isAirport: true });
  });

  it('leaves the airport to choose when it is not a known one, or the airports could not be loaded', () => {
    expect(wizardFromTripStart({ ...START, airportId: 77 }, AIRPORTS, '12h').trip.pickUp).toEqual(emptyLocation());
    const { trip } = wizardFromTripStart(START, [], '12h');
    expect(trip.pickUp).toEqual(emptyLocation());
    expect(trip.dropOff).toEqual(TYPED);
    expect(trip.pickUpDate).toBe('2030-12-01');
  });

  it('leaves an empty address empty', () => {
    expect(wizardFromTripStart({ ...START, address: '' }, AIRPORTS, '12h').trip.dropOff).toEqual(emptyLocation());
  });

  it('adds one empty stop on "Add a stop", and none on "Next"', () => {
    expect(wizardFromTripStart({ ...START, action: 'add-stop' }, AIRPORTS, '12h').trip.stops).toEqual([
      emptyLocation(),
    ]);
    expect(wizardFromTripStart(START, AIRPORTS, '12h').trip.stops).toEqual([]);
  });

  it('keeps the return of a round trip', () => {
    const { trip } = wizardFromTripStart(
      { ...START, isRoundTrip: true, returnDate: '2030-12-05', returnTime: '18:30' },
      AIRPORTS,
      '12h',
    );
    expect(trip).toMatchObject({ isRoundTrip: true, returnDate: '2030-12-05', returnTime: '18:30', returnStops: [] });
  });

  it('leaves passengers empty when the form sent no whole number from 1 up, for step 1 to name', () => {
    const start = readTripStart(new URLSearchParams({ start: 'next', airport: '10:11', passengers: 'lots' }));
    expect(start).not.toBeNull();
    if (start) expect(wizardFromTripStart(start, AIRPORTS, '12h').trip.passengers).toBeNull();
    expect(wizardFromTripStart({ ...START, passengers: null }, AIRPORTS, '12h').trip.passengers).toBeNull();
  });

  it('reads the form as sent, end to end', () => {
    const params = new URLSearchParams({
      start: 'next',
      tripType: 'to-airport',
      airport: '20',
      address: '  1 Main St, Brooklyn ',
      pickUpDate: '2030-12-01',
      pickUpTime: '07:15',
      passengers: '3',
      isRoundTrip: 'on',
      returnDate: '2030-12-03',
      returnTime: '09:00',
    });
    const start = readTripStart(params);
    expect(start).not.toBeNull();
    if (!start) return;
    const { trip } = wizardFromTripStart(start, AIRPORTS, '12h');
    expect(trip).toMatchObject({
      tripType: 'to-airport',
      pickUp: { placeId: null, address: '1 Main St, Brooklyn', airportId: null, isAirport: false },
      dropOff: { placeId: 20, airportId: 20, isAirport: true },
      pickUpDate: '2030-12-01',
      pickUpTime: '07:15',
      passengers: 3,
      isRoundTrip: true,
      returnDate: '2030-12-03',
      returnTime: '09:00',
    });
  });

  it('reads the times typed on the business’s clock (decision 089), and keeps one it cannot read for its field', () => {
    const start = readTripStart(
      new URLSearchParams({ start: 'next', pickUpTime: '9:30 pm', isRoundTrip: 'on', returnTime: '9:30' }),
    );
    expect(start).not.toBeNull();
    if (!start) return;
    // A 12-hour business: "9:30 pm" is 21:30; "9:30" could be either, so it is left for its field to name, as typed.
    expect(wizardFromTripStart(start, AIRPORTS, '12h').trip).toMatchObject({
      pickUpTime: '21:30',
      returnTime: '',
    });
    expect(typedTimesOf(start)).toEqual({ pickUpTime: '9:30 pm', returnTime: '9:30' });
    // A 24-hour one reads "9:30" as the morning.
    expect(wizardFromTripStart(start, AIRPORTS, '24h').trip).toMatchObject({
      pickUpTime: '21:30',
      returnTime: '09:30',
    });
  });
});
