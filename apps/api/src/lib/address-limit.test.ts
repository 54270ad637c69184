import { describe, expect, it } from 'vitest';
import { clientOf } from './address-limit.js';

describe('clientOf', () => {
  it('counts an IPv4 address as it is, an IPv4-mapped IPv6 one as its IPv4 address', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const client = '2001:db8:0:12::/64';
    for (const ip of [
      '2001:db8:0:12::1',
      '2001:0db8:0000:0012:ffff:1:2:3',
      '2001:DB8::12:0:0:0:9',
      '2001:db8:0:12::1%eth0',
    ]) {
      expect(clientOf(ip), ip).toBe(client);
    }
    expect(clientOf('2001:db8:0:13::1')).toBe('2001:db8:0:13::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });
});
