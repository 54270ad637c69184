import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** Every variable the API reads goes through the environment schema (issue 37): checked, defaulted, documented. */
describe('the environment schema', () => {
  it('reads TRUST_PROXY: off unless "true", and refuses anything but true or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be true or false');
  });
});
