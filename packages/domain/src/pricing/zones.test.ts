import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '../testing/rate-card.js';
import { flatRateFor, zoneOf } from './zones.js';

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
