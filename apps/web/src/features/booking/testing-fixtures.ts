import type { Airport, Quote } from '@livery/domain';

/** The available cars and the quote the booking tests' stand-in API answers. */
export const CARS = [
  {
    id: 1,
    name: 'Sedan',
    toAdd: 25,
    toMultiply: 3.25,
    minimumRate: 85,
    quantity: 6,
    maxBags: 3,
    maxPassenger: 3,
    isActive: true,
    hasImage: false,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

export const QUOTE: Quote = {
  tripType: 'from-airport',
  isRoundTrip: false,
  legs: [
    {
      leg: 'outbound',
      pickUpAt: '2026-12-01T15:00:00.000Z',
      date: '2026-12-01',
      miles: 15.2,
      milesSource: 'great-circle',
      milesPrecision: 'place',
      stops: 0,
      cars: [],
      discountCode: null,
      surges: [],
      configuration: {
        meetAndGreet: { amount: 25, percentage: 0, charged: false },
        maxMilesSurge: { maxMiles: 100, amount: 50 },
        extraStopCharges: { amount: 15 },
      },
      lines: [{ kind: 'car', label: 'Sedan × 1', amount: 85, explanation: 'below the $85.00 minimum', carId: 1 }],
      carsTotal: 85,
      base: 85,
      total: 85,
      driverShares: [],
    },
  ],
  total: 85,
  explanation: '',
  warnings: [],
};

/** Two airports as `GET /airports?includeLocations=true` lists them: JFK with a terminal, LGA without. */
export const AIRPORTS: Airport[] = [
  {
    id: 10,
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    address: 'Queens, NY 11430',
    lat: 40.6413,
    lng: -73.7781,
    international: false,
    terminals: [{ id: 11, name: 'JFK Terminal 4', lat: 40.6441, lng: -73.7823 }],
  },
  {
    id: 20,
    code: 'LGA',
    name: 'LaGuardia Airport',
    address: 'Queens, NY 11371',
    lat: 40.7769,
    lng: -73.874,
    international: false,
  },
];

/** One airport with one terminal, as the wizard's tests pick it by name. */
export const JFK_WITH_A_TERMINAL = [
  {
    id: 1,
    code: 'JFK',
    name: 'John F. Kennedy International Airport (JFK)',
    address: 'Queens, NY 11430',
    lat: 40.64,
    lng: -73.78,
    terminals: [{ id: 21, name: 'JFK Terminal 4', lat: 40.64, lng: -73.78 }],
  },
];
