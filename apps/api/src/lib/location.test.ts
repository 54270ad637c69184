import { describe, expect, it } from 'vitest';
import { locationOf } from './location.js';

describe('locationOf', () => {
  it('percent-encodes every character outside printable ASCII as UTF-8, as a browser sends the address', () => {
    expect(locationOf('/日本')).toBe('/%E6%97%A5%E6%9C%AC');
    expect(locationOf('/café?q=ü')).toBe('/caf%C3%A9?q=%C3%BC');
    expect(locationOf('/a b')).toBe('/a%20b');
    expect(locationOf('/🚗')).toBe('/%F0%9F%9A%97');
    expect(decodeURIComponent(locationOf('/reservations?search=Zoë 日本'))).toBe('/reservations?search=Zoë 日本');
  });

  it('keeps a path of printable ASCII as it is, its %-escapes too', () => {
    expect(locationOf('/cars?page=2&sort=-name#top')).toBe('/cars?page=2&sort=-name#top');
    expect(locationOf('/search?q=%E6%97%A5')).toBe('/search?q=%E6%97%A5');
  });

  it('writes a lone surrogate, which no character is, as U+FFFD instead of throwing', () => {
    expect(locationOf('/a\uD800b')).toBe('/a%EF%BF%BDb');
  });
});
