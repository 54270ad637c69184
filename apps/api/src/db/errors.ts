/** The driver's error under drizzle's wrapping (`cause`), a few levels down at most. */
function* causes(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

/** The PostgreSQL error code (SQLSTATE), if the error carries one. */
function pgCode(error: unknown): string | undefined {
  for (const layer of causes(error)) {
    if ('code' in layer && typeof layer.code === 'string' && /^[0-9A-Z]{5}$/.test(layer.code)) return layer.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** A row still referred to by another: a foreign key (23503), or one declared ON DELETE RESTRICT (23001). */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(pgCode(error) ?? '');

/** A value the database could not read as its column's type (class 22: a date out of range, bad text). */
export const isDataException = (error: unknown) => pgCode(error)?.startsWith('22') === true;

/** The name of the constraint or index a write violated. */
export function violatedConstraint(error: unknown): string | undefined {
  for (const layer of causes(error)) {
    if ('constraint' in layer && typeof layer.constraint === 'string') return layer.constraint;
  }
  return undefined;
}
