import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '../testing/rate-card.js';
import { flatRateFor, zoneOf, zonePlaceOf } from './zones.js';

const zones = SAMPLE_CARD.zones;
const nameOf = (place: Parameters<typeof zoneOf>[0]) => zoneOf(place, zones)?.name ?? null;

describe('zoneOf: the airport, then the ZIP code, then the city', () => {
  it('finds a place by its airport before its ZIP or city', () => {
    // JFK's ZIP is listed in JFK too, but the city (New York) is Manhattan's: the airport decides.
    expect(nameOf({ airport: 'JFK', zip: '11430', city: 'New York' })).toBe('JFK');
    expect(nameOf({ airport: 'ewr', zip: '10001' })).toBe('Newark airport');
  });

  it('then by its ZIP code, then by its city without case', () => {
    expect(nameOf({ airport: 'LGA', zip: '11430', city: 'New York' })).toBe('JFK');
    expect(nameOf({ zip: '11201', city: '  new YORK ' })).toBe('Manhattan');
    expect(nameOf({ zip: '10036' })).toBe('Manhattan');
  });

  it('answers null for a place in no zone, or with nothing to go on', () => {
    expect(nameOf({ zip: '11201', city: 'Brooklyn' })).toBeNull();
    expect(nameOf({ airport: null, zip: '', city: null })).toBeNull();
  });
});

describe('flatRateFor', () => {
  it('finds a class’s flat price in either direction', () => {
    expect(flatRateFor(SAMPLE_CARD, 1, 2, 1)).toBe(9500);
    expect(flatRateFor(SAMPLE_CARD, 2, 1, 1)).toBe(9500);
    expect(flatRateFor(SAMPLE_CARD, 2, 1, 2)).toBe(13500);
  });

  it('answers null without a rate for the pair or the class, or without a zone', () => {
    expect(flatRateFor(SAMPLE_CARD, 1, 3, 2)).toBeNull();
    expect(flatRateFor(SAMPLE_CARD, 2, 3, 1)).toBeNull();
    expect(flatRateFor(SAMPLE_CARD, null, 2, 1)).toBeNull();
  });
});

describe('zonePlaceOf', () => {
  it('reads the city and ZIP code of a US address, and keeps the airport', () => {
    expect(zonePlaceOf('Empire State Building, 350 5th Ave, New York, NY 10118, USA')).toEqual({
      airport: null,
      city: 'New York',
      zip: '10118',
    });
    expect(zonePlaceOf('1 Main St, Hoboken, NJ 07030-1234')).toEqual({ airport: null, city: 'Hoboken', zip: '07030' });
    expect(zonePlaceOf('JFK Terminal 4, Queens 11430', 'JFK')).toEqual({ airport: 'JFK', city: null, zip: '11430' });
    expect(zonePlaceOf('somewhere')).toEqual({ airport: null, city: null, zip: null });
  });
});
