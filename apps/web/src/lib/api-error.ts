import type { ApiError, ErrorCode } from '@livery/domain';

/** A failed call, thrown by `unwrap` so TanStack Query and forms see it as an error. */
export class ApiRequestError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.code = error.code;
    this.fields = error.fields;
  }
}

export interface ErrorBody {
  error: ApiError;
}

export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return typeof error === 'object' && error !== null && 'message' in error;
}

/** Returns the body of a successful call, throws `ApiRequestError` for an `{ error }` body. */
export function unwrap<T>(body: T | ErrorBody): T {
  if (isErrorBody(body)) throw new ApiRequestError(body.error);
  return body;
}

/** A message a person can read, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (isErrorBody(error)) return error.error.message;
  return 'Something went wrong';
}
