import { describe, expect, it } from 'vitest';
import {
  coarsestPrecision,
  MILES_PRECISION_LABELS,
  MILES_PRECISION_WORDS,
  MILES_PRECISIONS,
  savedAddressUpdateSchema,
  suggestionQuerySchema,
} from './address.js';

describe('how exactly a leg was measured (decision 059)', () => {
  it('is the coarsest of its points', () => {
    expect(coarsestPrecision(['place', 'place'])).toBe('place');
    expect(coarsestPrecision(['place', 'geocoder'])).toBe('geocoder');
    expect(coarsestPrecision(['zip', 'geocoder', 'place'])).toBe('zip');
    expect(coarsestPrecision(['place', 'city', 'zip'])).toBe('city');
    expect(coarsestPrecision([])).toBe('place');
  });

  it('has words for staff and plain words for customers, for every precision', () => {
    for (const precision of MILES_PRECISIONS) {
      expect(MILES_PRECISION_LABELS[precision]).toBeTruthy();
      expect(MILES_PRECISION_WORDS[precision]).not.toMatch(/geocod|centre|precision/i);
    }
  });
});

describe('the suggestions query', () => {
  it('trims and folds spaces, and refuses a NUL or more than 200 characters', () => {
    expect(suggestionQuerySchema.parse({ q: '  350   5th Ave ' })).toMatchObject({ q: '350 5th Ave', limit: 8 });
    expect(suggestionQuerySchema.parse({})).toMatchObject({ q: '' });
    expect(suggestionQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(suggestionQuerySchema.safeParse({ q: 'a'.repeat(201) }).success).toBe(false);
    expect(suggestionQuerySchema.safeParse({ q: 'x', limit: '21' }).success).toBe(false);
  });
});

describe('a saved address’s name', () => {
  it('is trimmed, empty clears it, and it is at most 40 characters', () => {
    expect(savedAddressUpdateSchema.parse({ label: ' Home ' })).toEqual({ label: 'Home' });
    expect(savedAddressUpdateSchema.parse({ label: '  ' })).toEqual({ label: null });
    expect(savedAddressUpdateSchema.parse({ label: null })).toEqual({ label: null });
    expect(savedAddressUpdateSchema.safeParse({ label: 'x'.repeat(41) }).success).toBe(false);
    expect(savedAddressUpdateSchema.safeParse({}).success).toBe(false);
  });
});
