import { describe, expect, it } from 'vitest';
import { createAffiliateSchema, updateAffiliateSchema, affiliateListQuerySchema } from './affiliate.js';
import { loginSchema, signupSchema } from './auth.js';
import { parseSort } from './list-query.js';

describe('list queries', () => {
  it('default to the first 50 and cap the limit at 500', () => {
    expect(affiliateListQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(affiliateListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(affiliateListQuerySchema.parse({ limit: '25', offset: '50', sort: '-name' })).toMatchObject({
      limit: 25,
      offset: 50,
      sort: '-name',
    });
  });

  it('refuse unknown parameters and sort fields', () => {
    expect(affiliateListQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(affiliateListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('parse "-field" as descending', () => {
    expect(parseSort('-name', { field: 'createdAt', direction: 'desc' })).toEqual({ field: 'name', direction: 'desc' });
    expect(parseSort('name', { field: 'createdAt', direction: 'desc' })).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort(undefined, { field: 'createdAt', direction: 'desc' })).toEqual({
      field: 'createdAt',
      direction: 'desc',
    });
  });
});

describe('affiliate bodies', () => {
  it('need a name and trim it', () => {
    expect(createAffiliateSchema.parse({ name: '  Blue Line ' })).toEqual({ name: 'Blue Line' });
    const result = createAffiliateSchema.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });

  it('refuse unknown fields (no mass assignment)', () => {
    expect(createAffiliateSchema.safeParse({ name: 'A', id: 3 }).success).toBe(false);
  });

  it('need the version on update', () => {
    expect(updateAffiliateSchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(updateAffiliateSchema.parse({ name: 'A', version: 2 })).toEqual({ name: 'A', version: 2 });
  });
});

describe('auth bodies', () => {
  const valid = { firstName: 'Ann', email: 'Ann@Example.com', phoneNumber: '+1 212 555 0199', password: 'long-enough' };

  it('lower-case the email', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.com ', password: 'x' }).email).toBe('ann@example.com');
  });

  it('take passwords of 8 to 128 characters', () => {
    expect(signupSchema.safeParse({ ...valid, password: 'a'.repeat(7) }).success).toBe(false);
    expect(signupSchema.safeParse({ ...valid, password: 'a'.repeat(8) }).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, password: 'a'.repeat(128) }).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, password: 'a'.repeat(129) }).success).toBe(false);
  });

  it('make the last name optional and the rest required', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
    for (const field of ['firstName', 'email', 'phoneNumber', 'password'] as const) {
      const { [field]: _omitted, ...rest } = valid;
      expect(signupSchema.safeParse(rest).success).toBe(false);
    }
  });

  it('refuse isAdmin and other unknown fields', () => {
    expect(signupSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});
