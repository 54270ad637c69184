import { businessDate } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { ADMIN, bearer, CUSTOMER, signIn, useTestApp } from '../../test/helper.js';

const ctx = useTestApp({ businessTimeZone: 'Pacific/Kiritimati' });

describe('GET /business-date', () => {
  it('answers today, the business time zone and the 12- or 24-hour choice to anyone, signed in or not', async () => {
    const expected = {
      data: {
        today: businessDate(new Date(), 'Pacific/Kiritimati'),
        timeZone: 'Pacific/Kiritimati',
        timeFormat: '12h',
      },
    };
    for (const who of [ADMIN, CUSTOMER]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/business-date',
        headers: bearer(await signIn(ctx.app, who.email, who.password)),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    // A visitor's quote checks the pickup date too (it was a 401 in their console).
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/business-date' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual(expected);
  });

  it('reads BUSINESS_TIME_ZONE, defaulting to America/New_York, and refuses an unknown zone', () => {
    expect(loadConfig({}).businessTimeZone).toBe('America/New_York');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'Europe/Paris' }).businessTimeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
