import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('verifies a token, remembers it until it expires, and never remembers a bad one', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });

    const [header, payload, signature] = token.split('.');
    // A character changed mid-signature: its last character carries spare bits a lenient decoder may ignore.
    const flipped = signature![10] === 'A' ? 'B' : 'A';
    const forged = `${header}.${payload}.${signature!.slice(0, 10)}${flipped}${signature!.slice(11)}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await createTokenService(`${SECRET}-other`).verify(token)).toBeNull();

    // Thirteen hours on, past the 12-hour lifetime: refused although it was verified before.
    vi.useFakeTimers({ now: Date.now() + 13 * 60 * 60 * 1000 });
    expect(await tokens.verify(token)).toBeNull();
  });
});
