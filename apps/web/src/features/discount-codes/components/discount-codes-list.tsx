import { DISCOUNT_CODE_TYPE_LABELS, DISCOUNT_CODE_TYPES, type DiscountCode } from '@livery/domain';
import { useMemo } from 'react';
import {
  ACTIVE_STATUS_FILTER,
  activeColumn,
  DataTable,
  type DataTableColumn,
  type TableFilter,
} from '../../../components/data-table';
import { useCrudActions } from '../../../components/crud';
import { ConfirmDialog } from '../../../components/form-dialog';
import { discountCodesApi } from '../api/discount-codes-api';
import { DiscountCodeFormDialog } from './discount-code-form-dialog';

const PERMISSIONS = {
  create: 'discount-codes:create',
  edit: 'discount-codes:edit',
  delete: 'discount-codes:delete',
} as const;
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
  const remove = discountCodesApi.useDelete();
  const crud = useCrudActions<DiscountCode>({
    noun: 'discount code',
    nameOf: (code) => code.code,
    permissions: PERMISSIONS,
    remove: remove.mutateAsync,
  });
  const { mutateAsync: toggleActive } = discountCodesApi.useToggleActive();

  const columns = useMemo<DataTableColumn<DiscountCode>[]>(
    () => [
      { field: 'code', headerName: 'Code', sortable: true },
      { field: 'type', headerName: 'Type', sortable: true, value: (code) => DISCOUNT_CODE_TYPE_LABELS[code.type] },
      { field: 'from', headerName: 'From', type: 'date', sortable: true },
      { field: 'to', headerName: 'To', type: 'date', sortable: true },
      { field: 'percentage', headerName: 'Percentage', type: 'percent', sortable: true },
      { field: 'amount', headerName: 'Amount', type: 'currency', sortable: true },
      activeColumn<DiscountCode>({
        permission: 'discount-codes:edit',
        nameOf: (code) => code.code,
        onToggle: (row, isActive) => toggleActive({ row, isActive }),
      }),
      { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
    ],
    [toggleActive],
  );

  return (
    <>
      <DataTable
        label="Discount Codes"
        columns={columns}
        source={discountCodesApi.listSource}
        rowActions={crud.rowActions}
        filters={FILTERS}
        create={crud.create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search discount codes"
      />
      <DiscountCodeFormDialog open={crud.isOpen('create')} onClose={crud.close} />
      {crud.editing && <DiscountCodeFormDialog open={crud.isOpen('edit')} row={crud.editing} onClose={crud.close} />}
      <ConfirmDialog {...crud.confirmDelete} />
    </>
  );
}
