import { describe, expect, it } from 'vitest';
import { formatMinutes, serviceSummary } from '../pricing/format.js';
import { bookableServicesOf } from './service-types.js';

describe('services (decision 092)', () => {
  it('offers transfers alone without a card, and a flat-only card’s transfers', () => {
    expect(bookableServicesOf(null)).toEqual(['transfer']);
    expect(bookableServicesOf(['flat', 'hourly'])).toEqual(['transfer', 'hourly']);
    expect(bookableServicesOf(['per-seat'])).toEqual(['per-seat']);
  });

  it('says what a driver and a traveller read of hourly work and a shared ride, nothing of a transfer', () => {
    expect(formatMinutes(130)).toBe('2 h 10 min');
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(serviceSummary({ type: 'hourly', minutes: 130 })).toBe('Hourly / as directed, 2 h 10 min booked');
    expect(serviceSummary({ type: 'per-seat', passengers: 1 })).toBe('Shared ride (per seat), 1 seat');
    expect(serviceSummary({ type: 'flat' })).toBeNull();
    expect(serviceSummary(undefined)).toBeNull();
  });
});
