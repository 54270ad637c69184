import { describe, expect, it } from 'vitest';
import {
  BUSINESS_AREA_MILES,
  businessPoint,
  byUseThenDistance,
  isInBusinessArea,
  TIME_ZONE_CITIES,
  type AirportInUse,
} from './business-area.js';
import { isTimeZone } from './dates.js';
import { greatCircleMiles } from './geo.js';

const airport = (name: string, lat: number, lng: number, tripCount = 0): AirportInUse => ({
  name,
  lat,
  lng,
  tripCount,
});
const ATL = airport('Hartsfield-Jackson Atlanta International Airport (ATL)', 33.6407, -84.4277);
const BOS = airport('Boston Logan International Airport (BOS)', 42.3656, -71.0096);
const JFK = airport('John F. Kennedy International Airport (JFK)', 40.6413, -73.7781);
const LGA = airport('LaGuardia Airport (LGA)', 40.7769, -73.874);
const LAX = airport('Los Angeles International Airport (LAX)', 33.9416, -118.4085);
const EWR = airport('Newark Liberty International Airport (EWR)', 40.6895, -74.1745);

describe('where the business is (issue 38)', () => {
  it('is its busiest airport once trips use one, else its time zone’s city', () => {
    expect(businessPoint([ATL, JFK, LAX], 'America/New_York')).toEqual(TIME_ZONE_CITIES['America/New_York']);
    expect(businessPoint([ATL, { ...LAX, tripCount: 3 }, { ...JFK, tripCount: 2 }], 'America/New_York')).toEqual({
      lat: LAX.lat,
      lng: LAX.lng,
    });
    expect(businessPoint([ATL], 'Europe/Paris')).toBeNull();
  });

  it('names a real zone for every city, each city in North America', () => {
    for (const [zone, city] of Object.entries(TIME_ZONE_CITIES)) {
      expect(isTimeZone(zone), zone).toBe(true);
      expect(city.lat > 15 && city.lat < 72 && city.lng > -170 && city.lng < -60, zone).toBe(true);
    }
  });
});

describe('the airports’ order on the booking’s first step (issue 38)', () => {
  it('is the nearest the business first on a new installation, not the alphabet', () => {
    const newYork = TIME_ZONE_CITIES['America/New_York']!;
    const order = byUseThenDistance([ATL, BOS, EWR, JFK, LAX, LGA], newYork).map((a) => a.name.slice(0, 6));
    expect(order).toEqual(['LaGuar', 'Newark', 'John F', 'Boston', 'Hartsf', 'Los An']);
  });

  it('puts the most used first, then the nearest, then by name', () => {
    const order = byUseThenDistance([JFK, { ...BOS, tripCount: 1 }, { ...EWR, tripCount: 9 }, LGA], null);
    expect(order.map((a) => a.name.slice(0, 6))).toEqual(['Newark', 'Boston', 'John F', 'LaGuar']);
  });
});

describe('the business’s area', () => {
  it('holds what is within a long airport run of it, and anywhere when the business has no place', () => {
    const newYork = TIME_ZONE_CITIES['America/New_York']!;
    const offerle = { lat: 37.8945, lng: -99.5615 };
    expect(greatCircleMiles(newYork, offerle)).toBeGreaterThan(BUSINESS_AREA_MILES);
    expect(isInBusinessArea(offerle, newYork)).toBe(false);
    expect(isInBusinessArea({ lat: 39.9526, lng: -75.1652 }, newYork)).toBe(true);
    expect(isInBusinessArea(offerle, null)).toBe(true);
  });
});
