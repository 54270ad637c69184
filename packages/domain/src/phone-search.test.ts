import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './index.js';

describe('a search for a phone number', () => {
  it('reads every way staff type one number as the same ten digits', () => {
    for (const typed of ['6465550111', '646-555-0111', '+1 (646) 555-0111', '(646) 555.0111', ' 16465550111 ']) {
      expect(phoneSearchDigits(typed), typed).toBe('6465550111');
    }
  });

  it('takes a part of a number from four digits on', () => {
    expect(phoneSearchDigits('555-01')).toBe('55501');
    expect(phoneSearchDigits('0111')).toBe('0111');
    expect(phoneSearchDigits('555')).toBeNull();
    expect(phoneSearchDigits('+1 646')).toBeNull(); // the country code and three digits
  });

  it('leaves text that is not a phone to the other columns', () => {
    for (const typed of ['A1042', 'guest-4242', 'Walker 4242', '20 W 34th St', '']) {
      expect(phoneSearchDigits(typed), typed).toBeNull();
    }
  });
});
