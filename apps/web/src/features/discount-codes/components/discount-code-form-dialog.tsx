import {
  DISCOUNT_CODE_TYPE_LABELS,
  DISCOUNT_CODE_TYPES,
  discountCodeInputSchema,
  discountCodeUpdateSchema,
  type DiscountCode,
} from '@livery/domain';
import { useMemo } from 'react';
import { CrudFormDialog, type CrudDialogProps } from '../../../components/crud';
import { useBusinessDate } from '../../../lib/use-business-date';
import { discountCodesApi, discountCodeUpdateOf } from '../api/discount-codes-api';

const TYPE_OPTIONS = DISCOUNT_CODE_TYPES.map((value) => ({ value, label: DISCOUNT_CODE_TYPE_LABELS[value] }));

const FIELDS = [
  { name: 'code', label: 'Code', required: true },
  { name: 'type', label: 'Type', kind: 'select', required: true, options: TYPE_OPTIONS },
  { name: 'from', label: 'From', kind: 'date', required: true },
  { name: 'to', label: 'To', kind: 'date', required: true },
  { name: 'percentage', label: 'Percentage', kind: 'number', adornment: '%' },
  { name: 'amount', label: 'Amount', kind: 'number', adornment: '$' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
] as const;
const EMPTY = { code: '', from: null, to: null, percentage: null, amount: null, isActive: true };

/**
 * Activating a round-trip code deactivates the others (server side). SPEC §5 date rules checked against today
 * in the business time zone (decision 011).
 */
export function DiscountCodeFormDialog(props: CrudDialogProps<DiscountCode>) {
  const { today } = useBusinessDate();
  const createSchema = useMemo(() => discountCodeInputSchema(today), [today]);
  const updateSchema = useMemo(() => discountCodeUpdateSchema(today), [today]);
  return (
    <CrudFormDialog
      {...props}
      noun="discount code"
      api={discountCodesApi}
      createSchema={createSchema}
      updateSchema={updateSchema}
      empty={EMPTY}
      valuesOf={discountCodeUpdateOf}
      fields={FIELDS}
    />
  );
}
