import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSsnCipher } from './ssn-cipher.js';

describe('SSN cipher', () => {
  const cipher = createSsnCipher(randomBytes(32));

  it('decrypts what it encrypted, for any text, and never stores it in clear', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (plain) => {
        const stored = cipher.encrypt(plain);
        expect(cipher.decrypt(stored)).toBe(plain);
        if (plain.length >= 4) expect(stored).not.toContain(plain);
      }),
    );
  });

  it('gives a different ciphertext each time (random IV)', () => {
    expect(cipher.encrypt('123-45-6789')).not.toBe(cipher.encrypt('123-45-6789'));
  });

  it('refuses a tampered value or another key', () => {
    const stored = cipher.encrypt('123-45-6789');
    const parts = stored.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('923-45-6789').toString('base64url')].join('.');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createSsnCipher(randomBytes(32)).decrypt(stored)).toThrow();
  });
});
