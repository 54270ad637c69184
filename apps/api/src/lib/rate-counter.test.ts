import { describe, expect, it } from 'vitest';
import { databaseRateLimitStore, type BatchedCounter } from './rate-counter.js';

describe('databaseRateLimitStore', () => {
  it('counts each route with its own limit under its own key', () => {
    const Store = databaseRateLimitStore({} as BatchedCounter);
    const store = new Store(undefined);
    const signIn = store.child({ routeInfo: { method: 'POST', url: '/api/v1/login' } });
    const forgot = store.child({ routeInfo: { method: 'POST', url: '/api/v1/forgot-password' } });
    expect(store.prefix).toBe('request');
    expect(signIn.prefix).toBe('request:POST:/api/v1/login');
    expect(forgot.prefix).toBe('request:POST:/api/v1/forgot-password');
  });
});
