import { describe, expect, it } from 'vitest';
import { dialable, flightText, jobPath, routeText } from './job-text';

describe('a job as text and links', () => {
  it('dials a phone as written by its digits, the leading + kept', () => {
    expect(dialable('+1 (646) 555-0111')).toBe('+16465550111');
    expect(dialable('646.555.0111 ext')).toBe('6465550111');
  });

  it('reads the flight and the route, a missing part as a dash', () => {
    expect(flightText('B6 1234', 'JetBlue')).toBe('B6 1234 (JetBlue)');
    expect(flightText('B6 1234', null)).toBe('B6 1234');
    expect(flightText(null, null)).toBe('');
    expect(routeText('JFK', null)).toBe('JFK → –');
  });

  it('opens the driver’s own job at /jobs/{id}, someone else’s with ?driver=', () => {
    expect(jobPath(42, 7, 7)).toBe('/jobs/42');
    expect(jobPath(42, 7, 1)).toBe('/jobs/42?driver=7');
  });
});
