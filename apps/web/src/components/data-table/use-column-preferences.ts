import { useCallback, useMemo, useState } from 'react';
import { useSessionState } from '../../lib/session';
import { preferenceKey, readLocal, writeLocal } from '../../lib/storage';
import type { DataTableColumn } from './types';

/** What is remembered of a table's columns: every column's field in the order chosen, and those hidden. */
interface ColumnChoice {
  order: string[];
  hidden: string[];
}

const isFieldList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readChoice(key: string | undefined): ColumnChoice | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(readLocal(key) ?? 'null');
    if (typeof value !== 'object' || value === null || !('order' in value) || !('hidden' in value)) return null;
    return isFieldList(value.order) && isFieldList(value.hidden) ? { order: value.order, hidden: value.hidden } : null;
  } catch {
    return null; // an unreadable value: the table's own defaults
  }
}

/**
 * The movable columns in the chosen order. A column the choice does not know (added to the screen since) takes its
 * place after the column it follows by default, hidden or not as the screen says.
 */
function orderOf<Row>(movable: readonly DataTableColumn<Row>[], choice: ColumnChoice | null): string[] {
  if (!choice) return movable.map((column) => column.field);
  const fields = new Set(movable.map((column) => column.field));
  const order = choice.order.filter((field) => fields.has(field));
  movable.forEach((column, index) => {
    if (order.includes(column.field)) return;
    const before = movable[index - 1]?.field;
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, column.field);
  });
  return order;
}

/**
 * Which columns a table shows and in which order (the Columns menu), remembered for the signed-in person when the
 * table names a `key` (decision 054), else for as long as the screen is open. Pinned columns are always first and
 * shown; the last column shown cannot be hidden.
 */
export function useColumnPreferences<Row>(columns: readonly DataTableColumn<Row>[], key: string | undefined) {
  const { user } = useSessionState();
  const storage = key && user ? preferenceKey(`columns:${key}`, user.id) : undefined;
  const [state, setState] = useState(() => ({ storage, choice: readChoice(storage) }));
  // Another person signed in (or another table): their own choice.
  const current = state.storage === storage ? state : { storage, choice: readChoice(storage) };
  if (current !== state) setState(current);
  const { choice } = current;

  const pinned = useMemo(() => columns.filter((column) => column.pinned), [columns]);
  const movable = useMemo(() => columns.filter((column) => !column.pinned), [columns]);
  const order = useMemo(() => orderOf(movable, choice), [movable, choice]);
  const hidden = useMemo(() => {
    const known = new Set(choice?.order ?? []);
    const chosen = new Set(choice?.hidden ?? []);
    return new Set(
      movable
        .filter((column) => (known.has(column.field) ? chosen.has(column.field) : column.defaultHidden === true))
        .map((column) => column.field),
    );
  }, [movable, choice]);
  /** Every column in its place (pinned first), shown or not: the Columns menu's list. */
  const ordered = useMemo(() => {
    const byField = new Map(movable.map((column) => [column.field, column]));
    return [...pinned, ...order.map((field) => byField.get(field)!)];
  }, [movable, order, pinned]);
  const shown = useMemo(() => ordered.filter((column) => !hidden.has(column.field)), [ordered, hidden]);

  const save = useCallback(
    (next: ColumnChoice | null) => {
      setState({ storage, choice: next });
      if (storage) writeLocal(storage, next ? JSON.stringify(next) : 'null');
    },
    [storage],
  );
  const toggle = useCallback(
    (field: string) => {
      const next = new Set(hidden);
      if (!next.delete(field)) {
        if (shown.length <= 1) return; // the last column shown stays
        next.add(field);
      }
      save({ order, hidden: [...next] });
    },
    [hidden, order, save, shown.length],
  );
  const move = useCallback(
    (field: string, by: -1 | 1) => {
      const from = order.indexOf(field);
      const to = from + by;
      if (from < 0 || to < 0 || to >= order.length) return;
      const next = [...order];
      [next[from], next[to]] = [next[to]!, next[from]!];
      save({ order: next, hidden: [...hidden] });
    },
    [hidden, order, save],
  );
  const reset = useCallback(() => save(null), [save]);

  return { ordered, shown, hidden, toggle, move, reset, isDefault: choice === null };
}

export type ColumnPreferences<Row> = ReturnType<typeof useColumnPreferences<Row>>;
