import { describe, expect, it } from 'vitest';
import { fieldOfPath, stepOfField, toFieldMessages } from './field-paths';
import { emptyWizardState } from './wizard-state';

const state = emptyWizardState();
const staff = { state, mayEnterMiles: true };

describe('fieldOfPath: the API and schema paths on the wizard fields', () => {
  it.each([
    ['pickUp', 'trip.pickUp'],
    ['dropOff.address', 'trip.dropOff'],
    ['stops.1.address', 'trip.stops.1'],
    ['stops', 'trip.stops'],
    ['pickUpAt', 'trip.pickUpDate'],
    ['returnTrip.pickUpAt', 'trip.returnDate'],
    ['returnTrip.stops.0', 'trip.returnStops.0'],
    ['returnTrip.miles', 'trip.returnMiles'],
    ['miles', 'trip.miles'],
    ['cars.0.count', 'price.cars'],
    ['cars', 'price.cars'],
    ['gratuity.amount', 'price.gratuityAmount'],
    ['discountCode', 'price.discountCode'],
    ['trip.discountCode', 'price.discountCode'],
    ['customer.email', 'customer.email'],
    ['termsAccepted', 'termsAccepted'],
  ])('%s → %s', (path, field) => {
    expect(fieldOfPath(path, staff)).toBe(field);
  });

  it('puts "miles needed" on the typed address when the person may not enter miles', () => {
    const typed = emptyWizardState();
    typed.trip.pickUp = { placeId: 21, address: 'JFK Terminal 4', airportId: 1, isAirport: true };
    typed.trip.stops = [{ placeId: null, address: '1 Typed St', airportId: null, isAirport: false }];
    typed.trip.dropOff = { placeId: 3, address: 'Empire', airportId: null, isAirport: false };
    expect(fieldOfPath('miles', { state: typed, mayEnterMiles: false })).toBe('trip.stops.0');
  });

  it('keeps messages no field shows apart, and finds the step of each field', () => {
    const { fields, other } = toFieldMessages(
      {
        discountCode: 'This discount code is not valid',
        expectedTotal: 'Bad total',
        'customer.name': 'Name is required',
      },
      staff,
    );
    expect(fields).toEqual({
      'price.discountCode': 'This discount code is not valid',
      'customer.name': 'Name is required',
    });
    expect(other).toEqual(['Bad total']);
    expect(stepOfField('trip.stops.0')).toBe('trip');
    expect(stepOfField('price.cars')).toBe('price');
    expect(stepOfField('customer.email')).toBe('customer');
    expect(stepOfField('termsAccepted')).toBe('summary');
  });
});
