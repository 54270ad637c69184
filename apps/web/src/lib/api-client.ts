import { API_PREFIX, type ErrorCode } from '@livery/domain';
import { errorMessage, isErrorBody, unwrap, type ErrorBody } from './api-error';
import { getToken } from './auth-token';

/** What every call resolves to: the parsed body, or `{ error }` (it never rejects, SPEC §7). */
export type ApiResult<T> = T | ErrorBody;

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
const isHttpMethod = (method: string): method is HttpMethod => HTTP_METHODS.some((known) => known === method);

export interface RequestOptions {
  signal?: AbortSignal;
  /** A 401 on an authenticated call ends the session and opens the sign-in page; `false` opts out. */
  handleUnauthorized?: boolean;
  /** Extra request headers (a booking's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

let unauthorizedHandler: (() => void) | undefined;

/** The app shell registers what a 401 on an authenticated call does (clear the session, go to /login). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** `/affiliates` → `/api/v1/affiliates`; a path already under the prefix is kept. */
export function apiUrl(path: string): string {
  if (path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX) return path;
  return `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}

interface Redirect {
  path: string;
  method: HttpMethod | undefined;
}

/** `{ data: { redirectTo, method? } }`: the server asks to repeat the call elsewhere (DESIGN §3). */
function redirectOf(body: unknown): Redirect | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('redirectTo' in data)) return undefined;
  const { redirectTo } = data;
  if (typeof redirectTo !== 'string' || !redirectTo) return undefined;
  const method = 'method' in data && typeof data.method === 'string' ? data.method.toUpperCase() : undefined;
  return { path: redirectTo, method: method !== undefined && isHttpMethod(method) ? method : undefined };
}

/**
 * The fetch boundary's one cast: a body the server answered is taken to be the `T` the caller names (the shape
 * the API's OpenAPI contract gives that route), or an `{ error }` body. Nothing is checked here; a caller that
 * needs certainty parses the body with the domain schema.
 */
function asResult<T>(body: unknown): ApiResult<T> {
  return body as ApiResult<T>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') && !response.ok) return null; // e.g. an HTML page from a proxy
  const value: unknown = JSON.parse(text); // throws on a broken body: reported as INTERNAL below
  return value;
}

async function send(method: HttpMethod, path: string, body: unknown, options: RequestOptions): Promise<unknown> {
  const token = getToken();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const parsed = await readJson(response);
  if (response.ok) return parsed ?? {};

  if (response.status === 401 && token && options.handleUnauthorized !== false) unauthorizedHandler?.();
  // An error body is returned as it is, `{ error }` or one carrying `data` (SPEC §7).
  if (typeof parsed === 'object' && parsed !== null && ('error' in parsed || 'data' in parsed)) return parsed;
  const error: ErrorBody = {
    error: {
      code: CODE_OF_STATUS[response.status] ?? 'INTERNAL',
      message: response.statusText || `The request failed (HTTP ${response.status})`,
    },
  };
  return error;
}

function describe(error: unknown): string {
  if (error instanceof TypeError) return 'Could not reach the server. Check the connection and try again.';
  if (error instanceof SyntaxError) return 'The server sent a response that could not be read.';
  return errorMessage(error);
}

/**
 * One call to the API: prefixes `/api/v1`, sends the bearer token, returns the parsed body.
 * A `data.redirectTo` answer is followed once (a second one is returned as it is, so no loop).
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  try {
    const first = await send(method, path, body, options);
    const redirect = redirectOf(first);
    if (!redirect) return asResult<T>(first);
    return asResult<T>(await send(redirect.method ?? method, redirect.path, body, options));
  } catch (error) {
    if (options.signal?.aborted) return { error: { code: 'INTERNAL', message: 'The request was cancelled.' } };
    console.error(error);
    return { error: { code: 'INTERNAL', message: describe(error) } };
  }
}

export const get = <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('POST', path, body, options);
export const put = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PUT', path, body, options);
export const patch = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PATCH', path, body, options);
export const del = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('DELETE', path, body, options);

/**
 * Binary calls (CSV exports, car images): the same bearer token and error shape as `request`, but the
 * answer is a Blob. Downloads cannot be plain links because the token travels in a header.
 */
export async function requestBlob(
  method: HttpMethod,
  path: string,
  body?: FormData,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined } | ErrorBody> {
  try {
    const token = getToken();
    const response = await fetch(apiUrl(path), {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
      signal: options.signal,
    });
    if (response.ok) {
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
      return { blob: await response.blob(), fileName };
    }
    if (response.status === 401 && token && options.handleUnauthorized !== false) unauthorizedHandler?.();
    const parsed = await readJson(response).catch(() => null);
    if (isErrorBody(parsed)) return parsed;
    return {
      error: {
        code: CODE_OF_STATUS[response.status] ?? 'INTERNAL',
        message: response.statusText || `The request failed (HTTP ${response.status})`,
      },
    };
  } catch (error) {
    if (options.signal?.aborted) return { error: { code: 'INTERNAL', message: 'The request was cancelled.' } };
    return { error: { code: 'INTERNAL', message: describe(error) } };
  }
}

/** Sends a multipart form (file uploads) with the bearer token; JSON answer like `request`. */
export async function upload<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    const token = getToken();
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: token
        ? { Authorization: `Bearer ${token}`, Accept: 'application/json' }
        : { Accept: 'application/json' },
      body: form,
      signal: options.signal,
    });
    const parsed = await readJson(response);
    if (response.ok) return asResult<T>(parsed ?? {});
    if (response.status === 401 && token && options.handleUnauthorized !== false) unauthorizedHandler?.();
    if (isErrorBody(parsed)) return parsed;
    return {
      error: {
        code: CODE_OF_STATUS[response.status] ?? 'INTERNAL',
        message: response.status === 413 ? 'The file is too large.' : `The upload failed (HTTP ${response.status})`,
      },
    };
  } catch (error) {
    return { error: { code: 'INTERNAL', message: describe(error) } };
  }
}

/** Saves a Blob as a file in the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The client features use: the same calls, resolving to the body and rejecting with one typed error,
 * `ApiRequestError` (code, message, field messages). The functions above keep SPEC §7's never-rejecting
 * `{ error }` behaviour for callers that want it.
 */
export const api = {
  get: async <T>(path: string, options?: RequestOptions) => unwrap(await get<T>(path, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) => unwrap(await post<T>(path, body, options)),
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) => unwrap(await put<T>(path, body, options)),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    unwrap(await patch<T>(path, body, options)),
  delete: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    unwrap(await del<T>(path, body, options)),
  upload: async <T>(path: string, form: FormData, options?: RequestOptions) =>
    unwrap(await upload<T>(path, form, options)),
  blob: async (path: string, options?: RequestOptions) => unwrap(await requestBlob('GET', path, undefined, options)),
};
