import { TIME_ZONE_CITIES } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { cityOf, placeEmbedded, suggestEmbedded } from './embedded-lookup.js';

describe('the embedded lookup (zipcodes, no network)', () => {
  it('places an address at its ZIP code’s centre, a five-digit house number not mistaken for it', () => {
    expect(placeEmbedded('350 5th Ave, New York, NY 10118')).toMatchObject({
      lat: 40.749,
      lng: -73.9865,
      precision: 'zip',
      placedBy: 'ZIP 10118, New York, NY',
    });
    expect(placeEmbedded('10118 Main Street, Austin, TX 78701')).toMatchObject({ precision: 'zip', placedBy: /78701/ });
    expect(placeEmbedded('1 Main St, Hartford, CT 06103-1234')?.placedBy).toBe('ZIP 06103, Hartford, CT');
    // A five-digit group that is no US ZIP code is not one.
    expect(placeEmbedded('Apartment 99999, Nowhere')).toBeNull();
  });

  it('places "City, ST" or "City, State" at the city’s centre, and nothing else', () => {
    expect(placeEmbedded('200 Main Street, Stamford, CT')).toMatchObject({
      precision: 'city',
      placedBy: 'Stamford, CT',
    });
    expect(placeEmbedded('200 Main Street, Stamford, Connecticut, USA')?.placedBy).toBe('Stamford, CT');
    expect(cityOf('Stamford, ZZ')).toBeNull();
    expect(placeEmbedded('The big house by the lake')).toBeNull();
    expect(placeEmbedded('10 Downing Street, London')).toBeNull();
    expect(placeEmbedded('')).toBeNull();
  });

  it('suggests as typed: the address itself, a street with each state’s city, or cities by prefix', () => {
    expect(suggestEmbedded('350 5th Ave, New York, NY 10118', 5)).toEqual([
      { name: 'ZIP 10118, New York, NY', address: '350 5th Ave, New York, NY 10118', precision: 'zip' },
    ]);
    const springfields = suggestEmbedded('12 Main St, Springfield', 4);
    expect(springfields).toHaveLength(4);
    expect(springfields.every((s) => /^12 Main St, Springfield, [A-Z]{2}$/.test(s.address))).toBe(true);
    expect(suggestEmbedded('new york', 3)[0]).toMatchObject({ address: 'New York, NY', precision: 'city' });
    expect(suggestEmbedded('a', 5)).toEqual([]);
    expect(suggestEmbedded('🚗🏠', 5)).toEqual([]);
    expect(suggestEmbedded('%_\\', 5)).toEqual([]);
  });

  it('leans to the business: a guess from a few letters only within its area, a city named the nearest first', () => {
    const newYork = TIME_ZONE_CITIES['America/New_York']!;
    // Issue 38: "Off" offered Offerle, KS to a New York company's customer; the country's Offs are all far away.
    expect(suggestEmbedded('Off', 5).map((s) => s.name)).toContain('Offerle, KS');
    expect(suggestEmbedded('Off', 5, newYork)).toEqual([]);
    const phil = suggestEmbedded('Phil', 5, newYork);
    expect(phil[0]).toMatchObject({ name: 'Philadelphia, PA', precision: 'city' });
    expect(phil.every((s) => !s.name.endsWith(', MS'))).toBe(true);
    // A city the person names is offered wherever it is, the nearest first.
    expect(suggestEmbedded('12 Main St, Springfield', 2, newYork).map((s) => s.name)).toEqual([
      'Springfield, NJ',
      'Springfield, PA',
    ]);
    expect(suggestEmbedded('12 Main St, Austin', 1)[0]?.address).toBe('12 Main St, Austin, TX');
  });
});
