/**
 * Whether `value` is a plain object of named values (not null, not an array): the type guard for JSON read without a
 * schema (a stored breakdown, a draft's state, an error's fields), so its keys are read as `unknown`, without a cast.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
