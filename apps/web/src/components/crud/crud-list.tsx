import type { ListQuerySchema, Permission, SortValue } from '@livery/domain';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { crudApi } from '../../lib/crud-api';
import {
  activeColumn,
  DataTable,
  type DataTableColumn,
  type RowAction,
  type SortOf,
  type TableFilter,
} from '../data-table';
import { ConfirmDialog } from '../form-dialog';
import type { CrudDialogProps } from './crud-form-dialog';
import { useCrudActions, type CrudDialog } from './use-crud-actions';

/** A permission area with the four standard acts: `cars` (cars:view, cars:create, cars:edit, cars:delete). */
export type CrudResource = {
  [P in Permission]: P extends `${infer R}:create`
    ? `${R}:view` | `${R}:edit` | `${R}:delete` extends Permission
      ? R
      : never
    : never;
}[Permission];

type CrudApi<Row extends { id: number; isActive?: boolean }, Schema extends ListQuerySchema> = Pick<
  ReturnType<typeof crudApi<Row, never, never, Schema>>,
  'listSource' | 'useDelete' | 'useToggleActive'
>;

/**
 * An area without the four standard acts names the permission of each instead, and has no CSV export: static pages
 * (`static-page-editor:view` reads, `static-page-editor:create` writes, decision 034). Keep it a module constant.
 */
export interface CrudAccess {
  permissions: { create: Permission; edit: Permission; delete: Permission };
}

/** The columns every catalogue list shares (SPEC §2), given to its `columns` to place. */
export interface CrudColumns<Row> {
  /** The Active switch (saves at once; read-only without the edit permission). */
  active: DataTableColumn<Row, 'isActive'>;
  createdAt: DataTableColumn<Row, 'createdAt'>;
}

const CREATED_AT: DataTableColumn<unknown, 'createdAt'> = {
  field: 'createdAt',
  headerName: 'Created At',
  type: 'date',
  sort: 'createdAt',
};

export interface CrudListProps<
  Row extends { id: number; isActive?: boolean },
  Schema extends ListQuerySchema,
  Extra extends string,
> {
  /** The screen's name and the grid's accessible name: "Discount Codes". */
  label: string;
  /** "discount code": "Delete discount code SUMMER?", "Search discount codes". */
  noun: string;
  /**
   * The permission area, which is also the API path: `discount-codes` → `discount-codes:edit`, `/discount-codes`
   * (and its CSV export). Or the permissions of an area that has no such acts (`CrudAccess`).
   */
  resource: CrudResource | CrudAccess;
  api: CrudApi<Row, Schema>;
  nameOf: (row: Row) => string;
  /** The list's columns, given the shared ones to place (a column sorting by a field the API lacks is a type
   * error). Keep it a module-level function. */
  columns: (shared: CrudColumns<Row>) => readonly DataTableColumn<Row, SortOf<Schema>>[];
  filters?: readonly TableFilter[];
  /** The order when the URL names none: `-createdAt`, newest first. */
  defaultSort: SortValue<SortOf<Schema>>;
  /** The Add / Edit dialog (a `CrudFormDialog`). */
  FormDialog: ComponentType<CrudDialogProps<Row>>;
  /** More row actions and the dialogs they open (see `useCrudActions`). */
  extraActions?: (open: (dialog: CrudDialog<Row, Extra>) => void) => RowAction<Row>[];
  extraDialogs?: (crud: ReturnType<typeof useCrudActions<Row, Extra>>) => ReactNode;
}

/**
 * A catalogue list screen whole: the table (search, filters, sort, export, Active toggle, row actions), the Add
 * and Edit dialog and the delete confirmation. Cars, surges, discount codes, addons and affiliates are its config.
 */
export function CrudList<
  Row extends { id: number; isActive?: boolean },
  Schema extends ListQuerySchema,
  Extra extends string = never,
>(props: CrudListProps<Row, Schema, Extra>) {
  const { label, noun, resource, api, nameOf, columns, filters, FormDialog } = props;
  const permissions = useMemo(
    () =>
      typeof resource === 'string'
        ? ({ create: `${resource}:create`, edit: `${resource}:edit`, delete: `${resource}:delete` } as const)
        : resource.permissions,
    [resource],
  );
  const exportCsv = useMemo(
    () =>
      typeof resource === 'string'
        ? ({ path: `/${resource}/export.csv`, permission: `${resource}:view`, fileName: `${resource}.csv` } as const)
        : undefined,
    [resource],
  );
  const remove = api.useDelete();
  const crud = useCrudActions<Row, Extra>({
    noun,
    nameOf,
    permissions,
    remove: remove.mutateAsync,
    extraActions: props.extraActions,
  });
  const { mutateAsync: toggleActive } = api.useToggleActive();

  const allColumns = useMemo(() => {
    const active = activeColumn<Row>({
      permission: permissions.edit,
      nameOf,
      onToggle: (row, isActive) => toggleActive({ row, isActive }),
    });
    return columns({ active, createdAt: CREATED_AT });
  }, [columns, nameOf, permissions.edit, toggleActive]);

  return (
    <>
      <DataTable
        label={label}
        columns={allColumns}
        source={api.listSource}
        rowActions={crud.rowActions}
        filters={filters}
        create={crud.create}
        exportCsv={exportCsv}
        defaultSort={props.defaultSort}
        searchLabel={`Search ${noun}s`}
        getRowName={nameOf}
      />
      <FormDialog open={crud.isOpen('create')} onClose={crud.close} />
      {crud.editing && <FormDialog open={crud.isOpen('edit')} row={crud.editing} onClose={crud.close} />}
      {props.extraDialogs?.(crud)}
      <ConfirmDialog {...crud.confirmDelete} />
    </>
  );
}
