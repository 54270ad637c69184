import { describe, expect, it } from 'vitest';
import { milesText } from './miles-text';

describe('milesText: the miles as staff and as customers read them', () => {
  it('shows staff how the miles were measured and placed', () => {
    expect(milesText({ miles: 12.3, milesSource: 'osrm', milesPrecision: 'zip' }, true)).toBe(
      '12.3 mi (road route) · ZIP code centre',
    );
    expect(milesText({ miles: 40, milesSource: 'staff', milesPrecision: 'staff' }, true)).toBe(
      '40 mi (entered by staff) · miles typed by staff',
    );
    // A source the web does not know is shown as written; a trip priced before issue 25 has no precision.
    expect(milesText({ miles: 8, milesSource: 'ferry', milesPrecision: null }, true)).toBe('8 mi (ferry)');
  });

  it('tells customers in plain words, without the method', () => {
    expect(milesText({ miles: 12.3, milesSource: 'osrm', milesPrecision: 'zip' }, false)).toBe(
      '12.3 mi · Distance estimated from the ZIP code',
    );
    expect(milesText({ miles: 5, milesSource: 'great-circle', milesPrecision: 'city' }, false)).toBe(
      '5 mi · Distance estimated from the city',
    );
    expect(milesText({ miles: 5, milesSource: 'great-circle', milesPrecision: 'geocoder' }, false)).toBe(
      '5 mi · Distance measured between the addresses',
    );
    expect(milesText({ miles: 8, milesSource: 'osrm', milesPrecision: null }, false)).toBe('8 mi');
  });
});
