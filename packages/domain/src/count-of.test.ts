import { describe, expect, it } from 'vitest';
import { countOf } from './index.js';

describe('a count and its noun', () => {
  it('is singular for one and plural otherwise, irregular plurals given', () => {
    expect(countOf(1, 'trip')).toBe('1 trip');
    expect(countOf(0, 'trip')).toBe('0 trips');
    expect(countOf(2, 'trip')).toBe('2 trips');
    expect(countOf(1200, 'trip')).toBe('1,200 trips');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
