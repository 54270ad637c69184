import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { del, get, post, put, setUnauthorizedHandler } from './api-client';
import { TOKEN_COOKIE } from './auth-token';
import { jsonResponse } from '../testing/test-utils';

const fetchMock = vi.fn<typeof fetch>();
const headersOf = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
});

describe('api client', () => {
  it('prefixes /api/v1 and sends the bearer token from the cookie', async () => {
    Cookies.set(TOKEN_COOKIE, 'abc.def');
    fetchMock.mockResolvedValueOnce(jsonResponse({ dataItems: [], count: 0 }));

    const body = await get('/affiliates?limit=25');

    expect(body).toEqual({ dataItems: [], count: 0 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/affiliates?limit=25');
    expect(headersOf().Authorization).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token cookie', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { ok: true } }));
    await get('/statuses');
    expect(headersOf().Authorization).toBeUndefined();
  });

  it('sends bodies as JSON with the matching method', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: { id: 1 } }));
    await post('/affiliates', { name: 'Acme' });
    await put('/affiliates/1', { name: 'Acme', version: 2 });
    await del('/affiliates/1');
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"Acme"}');
    expect(headersOf(0)['Content-Type']).toBe('application/json');
  });

  it('returns the error body of a failed call', async () => {
    const error = { error: { code: 'CONFLICT', message: 'Acme was changed by someone else.' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(error, 409));
    expect(await put('/affiliates/1', { name: 'Acme', version: 1 })).toEqual(error);
  });

  it('returns an error body that carries a data field as it is', async () => {
    const body = { data: { reason: 'draft' }, error: { code: 'VALIDATION', message: 'Bad' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(body, 400));
    expect(await post('/reservations', {})).toEqual(body);
  });

  it('turns a failure without a JSON body into { error } with a code from the status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 404, statusText: 'Not Found' }));
    expect(await get('/nothing')).toEqual({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
  });

  it('logs a network failure and returns { error } instead of throwing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const body = await get('/me');

    expect(body).toEqual({
      error: { code: 'INTERNAL', message: expect.stringContaining('Could not reach the server') },
    });
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs an unreadable JSON body and returns { error }', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    );

    expect(await get('/me')).toMatchObject({ error: { code: 'INTERNAL' } });
    expect(log).toHaveBeenCalledOnce();
  });

  it('repeats the call where data.redirectTo points, with data.method', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ data: { redirectTo: '/reservations/5/proceed', method: 'put' } }))
      .mockResolvedValueOnce(jsonResponse({ data: { id: 5 } }));

    const body = await post('/reservations', { draft: true });

    expect(body).toEqual({ data: { id: 5 } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/reservations/5/proceed');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PUT');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"draft":true}');
  });

  it('follows a redirect only once, so a server loop cannot hang the app', async () => {
    const loop = { data: { redirectTo: '/a' } };
    fetchMock.mockImplementation(async () => jsonResponse(loop));
    expect(await get('/a')).toEqual(loop);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a 401 on an authenticated call to the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    Cookies.set(TOKEN_COOKIE, 'expired');
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } }, 401),
    );

    await get('/affiliates');
    await get('/me', { handleUnauthorized: false });

    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not treat a 401 without a token (wrong password) as an ended session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Wrong email or password.' } }, 401),
    );

    expect(await post('/login', { email: 'a@b.c', password: 'x' })).toMatchObject({
      error: { code: 'UNAUTHENTICATED' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
