import { mdiDelete, mdiPencil } from '@mdi/js';
import type { Permission } from '@livery/domain';
import { useMemo } from 'react';
import type { CreateAction, RowAction } from '../data-table';
import { useDialogState, type ConfirmDialogProps } from '../form-dialog';

/** Which dialog of a list screen is open: Add, or Edit / Delete / another action on a row. */
export type CrudDialog<Row, Extra extends string = never> =
  { kind: 'create' } | { kind: 'edit' | 'delete' | Extra; row: Row };

interface CrudActionsOptions<Row, Extra extends string> {
  /** Used in the delete question: "Delete affiliate Acme?". */
  noun: string;
  nameOf: (row: Row) => string;
  permissions: { create: Permission; edit: Permission; delete: Permission };
  remove: (id: number) => Promise<unknown>;
  /**
   * More row actions, shown between Edit and Delete (e.g. "View image"); they open dialogs of their own kind.
   * Define it outside the component so it stays the same function.
   */
  extraActions?: (open: (dialog: CrudDialog<Row, Extra>) => void) => RowAction<Row>[];
}

/**
 * The Add / Edit / Delete wiring every list screen shares: the row actions and the Add button (each shown by
 * permission, see DataTable), which dialog is open and for which row, and the delete confirmation's props.
 */
export function useCrudActions<Row extends { id: number }, Extra extends string = never>({
  noun,
  nameOf,
  permissions,
  remove,
  extraActions,
}: CrudActionsOptions<Row, Extra>) {
  const dialog = useDialogState<CrudDialog<Row, Extra>>();
  const { open } = dialog;

  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      { label: 'Edit', icon: mdiPencil, permission: permissions.edit, onClick: (row) => open({ kind: 'edit', row }) },
      ...(extraActions?.(open) ?? []),
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: permissions.delete,
        onClick: (row) => open({ kind: 'delete', row }),
      },
    ],
    [open, permissions.edit, permissions.delete, extraActions],
  );
  const create = useMemo<CreateAction>(
    () => ({ permission: permissions.create, onClick: () => open({ kind: 'create' }) }),
    [open, permissions.create],
  );

  const rowOf = (kind: 'edit' | 'delete' | Extra) => {
    const value = dialog.valueOf(kind);
    return value && 'row' in value ? value.row : undefined;
  };
  const deleting = rowOf('delete');
  const confirmDelete: ConfirmDialogProps = {
    open: dialog.isOpen('delete'),
    title: `Delete ${noun} ${deleting ? nameOf(deleting) : ''}?`,
    confirmLabel: 'Delete',
    confirmColor: 'error',
    onConfirm: () => (deleting ? remove(deleting.id) : Promise.resolve()),
    onClose: dialog.close,
  };

  return {
    rowActions,
    create,
    isOpen: dialog.isOpen,
    close: dialog.close,
    rowOf,
    editing: rowOf('edit'),
    confirmDelete,
  };
}
