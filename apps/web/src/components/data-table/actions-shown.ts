import type { Grantee } from '@livery/domain';
import type { RowAction } from './types';

/** An action as a row shows it: offered (`reason` null), or in its place why it is not. */
export interface ShownAction<Row> {
  action: RowAction<Row>;
  reason: string | null;
}

/**
 * The actions a row shows: those `isVisible` allows (`reason` null), and in its place each hidden one that says why
 * (`unavailable`), in the order given.
 */
export function actionsShown<Row>(
  row: Row,
  actions: readonly RowAction<Row>[],
  user: Grantee | null,
): ShownAction<Row>[] {
  return actions.flatMap((action): ShownAction<Row>[] => {
    if (!action.isVisible || action.isVisible(row, user)) return [{ action, reason: null }];
    const reason = action.unavailable?.(row, user) ?? null;
    return reason === null ? [] : [{ action, reason }];
  });
}
