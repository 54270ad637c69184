/**
 * Whether `value` is one of `values`: the type guard for the domain's lists of literals (statuses, trip types,
 * formats), where `values.includes(value)` needs the list widened first — a typed assignment, not a cast.
 */
export function isOneOf<const V>(values: readonly V[], value: unknown): value is V {
  const list: readonly unknown[] = values;
  return list.includes(value);
}

/**
 * `value` as one of `values`, for text read where its type is only `string` (a database column the schema keeps as
 * text, written only from the same list): said with a check rather than a cast, so a value outside
 * the list is an error where it is read, not a wrong type further on.
 */
export function oneOf<const V extends string>(values: readonly V[], value: string, what: string): V {
  if (isOneOf(values, value)) return value;
  throw new Error(`${what} "${value}" is not one of ${values.join(', ')}`);
}

/** A value its query already made non-null (`where pick_up_at is not null`), said with a check, not a cast. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
