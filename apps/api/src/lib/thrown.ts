/**
 * Fields of a thrown value, which TypeScript types as `unknown`: read with `in` rather than by casting the value to
 * an error type it may not be.
 */

/** The `code` of a Node system error (`ENOENT`, `EEXIST` …), or undefined when the value has none. */
export const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** The HTTP status a plugin's error carries (`statusCode`, e.g. 413 for a file over the limit), if any. */
export const errorStatusCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
