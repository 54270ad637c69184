import {
  DISCOUNT_CODE_TYPE_LABELS,
  DISCOUNT_CODE_TYPES,
  discountCodeInputSchema,
  discountCodeUpdateSchema,
  type DiscountCode,
} from '@livery/domain';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { useBusinessDate } from '../../../lib/use-business-date';
import { discountCodesApi } from '../api/discount-codes-api';

type CreateValues = z.input<ReturnType<typeof discountCodeInputSchema>>;
type UpdateValues = z.input<ReturnType<typeof discountCodeUpdateSchema>>;

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
const CREATE_FIELDS: readonly FormFieldConfig<CreateValues>[] = FIELDS;
const UPDATE_FIELDS: readonly FormFieldConfig<UpdateValues>[] = FIELDS;

/** Activating a round-trip code deactivates the others (server side). SPEC §5 date rules checked against today in the business time zone (decision 011). */
export function DiscountCodeFormDialog({
  open,
  discountCode: surge,
  onClose,
}: {
  open: boolean;
  discountCode?: DiscountCode;
  onClose: () => void;
}) {
  const create = discountCodesApi.useCreate();
  const update = discountCodesApi.useUpdate();
  const { today } = useBusinessDate();
  const createSchema = useMemo(() => discountCodeInputSchema(today), [today]);
  const updateSchema = useMemo(() => discountCodeUpdateSchema(today), [today]);
  if (surge) {
    return (
      <FormDialog
        open={open}
        title="Edit discount code"
        schema={updateSchema}
        defaultValues={{
          code: surge.code,
          type: surge.type,
          from: surge.from,
          to: surge.to,
          percentage: surge.percentage,
          amount: surge.amount,
          isActive: surge.isActive,
          version: surge.version,
        }}
        fields={UPDATE_FIELDS}
        onSubmit={(input) => update.mutateAsync({ id: surge.id, input })}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      open={open}
      title="Add discount code"
      schema={createSchema}
      defaultValues={{ code: '', from: null, to: null, percentage: null, amount: null, isActive: true }}
      fields={CREATE_FIELDS}
      onSubmit={(input) => create.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
