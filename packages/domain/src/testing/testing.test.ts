import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import tsconfig from '../../tsconfig.json';
import * as domain from '../index.js';
import { XSS_PAYLOADS } from './index.js';

/** Test data is not product (issue 37, decision 072): `@livery/domain/testing` is for tests, never in `dist`. */
describe('the domain’s test data', () => {
  it('is not exported by the domain itself', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThan(40);
    expect(Object.values(domain)).not.toContain(XSS_PAYLOADS);
  });

  it('is left out of the build, and resolves from the sources only', () => {
    expect(tsconfig.exclude).toContain('src/testing');
    expect(packageJson.exports['./testing']).toEqual({ 'livery-source': './src/testing/index.ts' });
  });
});
