import type { accessListQuerySchema, ListResponse, Permission } from '@livery/domain';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { AssignDialog, type AssignDialogProps } from '../../../components/assign-dialog/assign-dialog';
import {
  DataTable,
  type DataTableColumn,
  type ExportAction,
  type ListSource,
  type RowAction,
  type SortOf,
} from '../../../components/data-table';
import { useDialogState } from '../../../components/form-dialog';

interface Named {
  id: number;
  name: string;
  createdAt: string;
}

/** What differs between the Roles and the Permissions screens; the rest is this one component. */
export interface AccessListConfig<Row extends Named, Option> {
  /** "Roles": the grid's name; "role": "Add role", "Search roles". */
  label: string;
  noun: string;
  source: ListSource<Row, typeof accessListQuerySchema>;
  exportCsv: ExportAction;
  /** The list's columns; Name and Created At unless given (keep stable). */
  columns?: readonly AccessColumn<Row>[];
  permissions: { create: Permission; assign: Permission };
  /** The Add dialog (a name form of the domain's schema). */
  renderCreate: (dialog: { open: boolean; onClose: () => void }) => ReactNode;
  assign: {
    label: string;
    icon: string;
    title: (row: Row) => string;
    /** All the choices, loaded when the dialog opens. */
    optionsKey: QueryKey;
    fetchOptions: (signal: AbortSignal) => Promise<ListResponse<Option>>;
    groups: (options: readonly Option[]) => AssignDialogProps['groups'];
    selected: (row: Row) => number[];
    save: (row: Row, ids: number[]) => Promise<unknown>;
  };
}

export type AccessColumn<Row> = DataTableColumn<Row, SortOf<typeof accessListQuerySchema>>;

export const NAME_COLUMN: AccessColumn<Named> = { field: 'name', headerName: 'Name', sort: 'name', flex: 2 };
export const CREATED_AT_COLUMN: AccessColumn<Named> = {
  field: 'createdAt',
  headerName: 'Created At',
  type: 'date',
  sort: 'createdAt',
};
const COLUMNS: readonly AccessColumn<Named>[] = [NAME_COLUMN, CREATED_AT_COLUMN];
const nameOf = (row: Named) => row.name;

/** Settings › Roles and › Permissions: Name, Created At; create; assign (pre-ticked), export. */
export function AccessList<Row extends Named, Option>({ config }: { config: AccessListConfig<Row, Option> }) {
  const { assign } = config;
  const dialog = useDialogState<{ kind: 'create' } | { kind: 'assign'; row: Row }>();
  const { open } = dialog;
  const assigning = dialog.valueOf('assign')?.row;
  const options = useQuery({
    queryKey: assign.optionsKey,
    queryFn: ({ signal }) => assign.fetchOptions(signal),
    enabled: dialog.isOpen('assign'),
  });
  const groups = useMemo(() => assign.groups(options.data?.dataItems ?? []), [assign, options.data]);

  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      {
        label: assign.label,
        icon: assign.icon,
        permission: config.permissions.assign,
        onClick: (row) => open({ kind: 'assign', row }),
      },
    ],
    [open, assign, config.permissions.assign],
  );
  const createAction = useMemo(
    () => ({ permission: config.permissions.create, onClick: () => open({ kind: 'create' }) }),
    [open, config.permissions.create],
  );

  return (
    <>
      <DataTable
        label={config.label}
        columns={config.columns ?? COLUMNS}
        source={config.source}
        rowActions={rowActions}
        create={createAction}
        exportCsv={config.exportCsv}
        defaultSort="name"
        searchLabel={`Search ${config.label.toLowerCase()}`}
        getRowName={nameOf}
      />
      {config.renderCreate({ open: dialog.isOpen('create'), onClose: dialog.close })}
      {assigning && (
        <AssignDialog
          key={assigning.id}
          open={dialog.isOpen('assign')}
          title={assign.title(assigning)}
          groups={groups}
          selected={assign.selected(assigning)}
          isLoading={options.isPending}
          onSave={(ids) => assign.save(assigning, ids)}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
