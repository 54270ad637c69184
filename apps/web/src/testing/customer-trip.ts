import type { CustomerTrip } from '@livery/domain';

const HOUR = 3_600_000;

/**
 * A customer's trip as `GET /reservations/{id}/customer-trip` answers it: booked and paid, picked up 72 hours after
 * `now`, cancellable online until 24 hours before. Tests override what they are about.
 */
export function buildCustomerTrip(overrides: Partial<CustomerTrip> = {}, now = new Date()): CustomerTrip {
  const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  return {
    id: 41,
    number: 'A41',
    status: 'created',
    tripType: 'from-airport',
    isReturn: false,
    linkedLeg: null,
    pickUpDateTime: inHours(72),
    pickUpLocation: 'JFK Terminal 4',
    dropOffLocation: 'The Plaza Hotel',
    stops: [],
    miles: 16,
    passengerName: 'Ada Traveller',
    passengers: 2,
    flightNumber: null,
    airline: null,
    hotelName: null,
    comments: null,
    cars: [{ carName: 'Sedan', driverFirstName: null }],
    priceLines: [{ label: 'Sedan × 1', amount: 100 }],
    service: null,
    amount: 100,
    paidAmount: 100,
    balanceDue: 0,
    refunded: 0,
    officeNumber: '+1 (212) 555-0100',
    cancellation: { cutoffHours: 24, feePercentage: 0, deadline: inHours(48), refundNow: 100 },
    isYours: true,
    may: { pay: false, change: true, cancel: true },
    changeRefusal: null,
    cancelRefusal: null,
    version: 3,
    ...overrides,
  };
}
