import { mdiDelete, mdiPencil } from '@mdi/js';
import { DISCOUNT_CODE_TYPE_LABELS, DISCOUNT_CODE_TYPES, type DiscountCode } from '@livery/domain';
import { useMemo } from 'react';
import {
  ACTIVE_STATUS_FILTER,
  ActiveToggle,
  DataTable,
  type DataTableColumn,
  type RowAction,
  type TableFilter,
} from '../../../components/data-table';
import { ConfirmDialog, useDialogState } from '../../../components/form-dialog';
import { discountCodesApi } from '../api/discount-codes-api';
import { DiscountCodeFormDialog } from './discount-code-form-dialog';

type CodeDialog = { kind: 'create' } | { kind: 'edit'; code: DiscountCode } | { kind: 'delete'; code: DiscountCode };

const SOURCE = { queryOptions: discountCodesApi.listQueryOptions };
const TYPE_FILTER: TableFilter = {
  name: 'type',
  label: 'Types',
  multiple: true,
  options: DISCOUNT_CODE_TYPES.map((value) => ({ value, label: DISCOUNT_CODE_TYPE_LABELS[value] })),
};
const FILTERS = [{ ...ACTIVE_STATUS_FILTER, label: 'Statuses' }, TYPE_FILTER];
const EXPORT = {
  path: '/discount-codes/export.csv',
  permission: 'discount-codes:view',
  fileName: 'discount-codes.csv',
} as const;

/** SPEC §2 Discount Codes: Code, Type, From, To, Percentage, Amount, Active, Created At; filters Statuses, Types. */
export function DiscountCodesList() {
  const dialog = useDialogState<CodeDialog>();
  const remove = discountCodesApi.useDelete();
  const { mutateAsync: toggleActive } = discountCodesApi.useToggleActive();
  const { open } = dialog;
  const editing = dialog.valueOf('edit')?.code;
  const deleting = dialog.valueOf('delete')?.code;

  const columns = useMemo<DataTableColumn<DiscountCode>[]>(
    () => [
      { field: 'code', headerName: 'Code', sortable: true },
      { field: 'type', headerName: 'Type', sortable: true, value: (code) => DISCOUNT_CODE_TYPE_LABELS[code.type] },
      { field: 'from', headerName: 'From', type: 'date', sortable: true },
      { field: 'to', headerName: 'To', type: 'date', sortable: true },
      { field: 'percentage', headerName: 'Percentage', type: 'percent', sortable: true },
      { field: 'amount', headerName: 'Amount', type: 'currency', sortable: true },
      {
        field: 'isActive',
        headerName: 'Active',
        sortable: true,
        render: (code) => (
          <ActiveToggle
            checked={code.isActive}
            label={code.code}
            permission="discount-codes:edit"
            onChange={(isActive) => toggleActive({ row: code, isActive })}
          />
        ),
      },
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );
  const rowActions = useMemo<RowAction<DiscountCode>[]>(
    () => [
      {
        label: 'Edit',
        icon: mdiPencil,
        permission: 'discount-codes:edit',
        onClick: (code) => open({ kind: 'edit', code }),
      },
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: 'discount-codes:delete',
        onClick: (code) => open({ kind: 'delete', code }),
      },
    ],
    [open],
  );
  const create = useMemo(
    () => ({ permission: 'discount-codes:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Discount Codes"
        columns={columns}
        source={SOURCE}
        rowActions={rowActions}
        filters={FILTERS}
        create={create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search discount codes"
      />
      <DiscountCodeFormDialog open={dialog.isOpen('create')} onClose={dialog.close} />
      {editing && <DiscountCodeFormDialog open={dialog.isOpen('edit')} discountCode={editing} onClose={dialog.close} />}
      <ConfirmDialog
        open={dialog.isOpen('delete')}
        title={`Delete discount code ${deleting?.code ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={dialog.close}
      />
    </>
  );
}
