import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMiles, isLatLng, pathGreatCircleMiles, roundMiles, type LatLng } from './geo.js';

const JFK = { lat: 40.6413, lng: -73.7781 };
const LGA = { lat: 40.7769, lng: -73.874 };
const EWR = { lat: 40.6895, lng: -74.1745 };
const LAX = { lat: 33.9416, lng: -118.4085 };

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('great-circle distance', () => {
  it('measures known airport pairs as the atlases do', () => {
    expect(greatCircleMiles(JFK, LGA)).toBeCloseTo(10.63, 2);
    expect(greatCircleMiles(JFK, EWR)).toBeCloseTo(21.04, 2);
    expect(greatCircleMiles(LGA, EWR)).toBeCloseTo(16.85, 2);
    // JFK–LAX is about 2,470 miles as the crow flies.
    expect(Math.abs(greatCircleMiles(JFK, LAX) - 2470)).toBeLessThan(10);
  });

  it('is zero from a point to itself, symmetric, and never longer than half the Earth (property)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(greatCircleMiles(a, a)).toBe(0);
        expect(greatCircleMiles(a, b)).toBeCloseTo(greatCircleMiles(b, a), 6);
        expect(greatCircleMiles(a, b)).toBeLessThanOrEqual(Math.PI * 3958.8 + 1e-6);
      }),
    );
  });

  // Within 1e-3 mi (5 feet): near antipodal points the haversine's asin amplifies floating-point error well past 1e-6.
  it('never makes a detour shorter than the direct way (property)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(greatCircleMiles(a, c)).toBeLessThanOrEqual(greatCircleMiles(a, b) + greatCircleMiles(b, c) + 1e-3);
      }),
    );
  });
});

describe('a path through stops', () => {
  it('adds every leg in order, and is zero for fewer than two points', () => {
    const through: LatLng[] = [JFK, LGA, EWR];
    expect(pathGreatCircleMiles(through)).toBeCloseTo(greatCircleMiles(JFK, LGA) + greatCircleMiles(LGA, EWR), 9);
    expect(pathGreatCircleMiles([JFK])).toBe(0);
    expect(pathGreatCircleMiles([])).toBe(0);
  });

  it('rounds miles to one decimal', () => {
    expect(roundMiles(10.64)).toBe(10.6);
    expect(roundMiles(10.65001)).toBe(10.7);
    expect(roundMiles(0)).toBe(0);
  });

  it('knows a valid coordinate', () => {
    expect(isLatLng(JFK)).toBe(true);
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: Number.NaN })).toBe(false);
  });
});
