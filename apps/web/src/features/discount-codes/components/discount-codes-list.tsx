import { DISCOUNT_CODE_TYPE_LABELS, DISCOUNT_CODE_TYPES, type DiscountCode } from '@livery/domain';
import { CrudList, type CrudColumns } from '../../../components/crud';
import { ACTIVE_STATUS_FILTER, type TableFilter } from '../../../components/data-table';
import { discountCodesApi } from '../api/discount-codes-api';
import { DiscountCodeFormDialog } from './discount-code-form-dialog';

const TYPE_FILTER: TableFilter = {
  name: 'type',
  label: 'Types',
  multiple: true,
  options: DISCOUNT_CODE_TYPES.map((value) => ({ value, label: DISCOUNT_CODE_TYPE_LABELS[value] })),
};
const FILTERS = [{ ...ACTIVE_STATUS_FILTER, label: 'Statuses' }, TYPE_FILTER];
const nameOf = (code: DiscountCode) => code.code;
const typeLabel = (code: DiscountCode) => DISCOUNT_CODE_TYPE_LABELS[code.type];
const columns = ({ active, createdAt }: CrudColumns<DiscountCode>) =>
  [
    { field: 'code', headerName: 'Code', sort: 'code' },
    { field: 'type', headerName: 'Type', sort: 'type', value: typeLabel },
    { field: 'from', headerName: 'From', type: 'date', sort: 'from' },
    { field: 'to', headerName: 'To', type: 'date', sort: 'to' },
    { field: 'percentage', headerName: 'Percentage', type: 'percent', sort: 'percentage' },
    { field: 'amount', headerName: 'Amount', type: 'currency', sort: 'amount' },
    active,
    createdAt,
  ] as const;

/** SPEC §2 Discount Codes: Code, Type, From, To, Percentage, Amount, Active, Created At; filters Statuses, Types. */
export function DiscountCodesList() {
  return (
    <CrudList
      label="Discount Codes"
      noun="discount code"
      resource="discount-codes"
      api={discountCodesApi}
      nameOf={nameOf}
      columns={columns}
      defaultSort="-createdAt"
      filters={FILTERS}
      FormDialog={DiscountCodeFormDialog}
    />
  );
}
