import { describe, expect, it } from 'vitest';
import { tokenSubject } from './auth-token';

const base64url = (json: object) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('the id a token names', () => {
  it('is its subject, read without checking the token', () => {
    expect(tokenSubject(tokenFor({ sub: '12', iss: 'livery-api' }))).toBe(12);
  });

  it('is none for no token, a malformed one, or a subject that is no id', () => {
    for (const token of [undefined, '', 'abc', 'a.b.c', tokenFor({}), tokenFor({ sub: 12 }), tokenFor({ sub: '0' })])
      expect(tokenSubject(token), String(token)).toBeNull();
    expect(tokenSubject(tokenFor({ sub: '99999999999' }))).toBeNull();
  });
});
