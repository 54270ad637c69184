import { surgeInputSchema, surgeUpdateSchema, type Surge } from '@livery/domain';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { useBusinessDate } from '../../../lib/use-business-date';
import { surgesApi } from '../api/surges-api';

type CreateValues = z.input<ReturnType<typeof surgeInputSchema>>;
type UpdateValues = z.input<ReturnType<typeof surgeUpdateSchema>>;

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'from', label: 'From', kind: 'date', required: true },
  { name: 'to', label: 'To', kind: 'date', required: true },
  { name: 'percentage', label: 'Percentage', kind: 'number', adornment: '%' },
  { name: 'amount', label: 'Amount', kind: 'number', adornment: '$' },
  { name: 'description', label: 'Description', kind: 'multiline' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
] as const;
const CREATE_FIELDS: readonly FormFieldConfig<CreateValues>[] = FIELDS;
const UPDATE_FIELDS: readonly FormFieldConfig<UpdateValues>[] = FIELDS;

/** SPEC §5 date rules checked against today in the business time zone (decision 011). */
export function SurgeFormDialog({ open, surge, onClose }: { open: boolean; surge?: Surge; onClose: () => void }) {
  const create = surgesApi.useCreate();
  const update = surgesApi.useUpdate();
  const { today } = useBusinessDate();
  const createSchema = useMemo(() => surgeInputSchema(today), [today]);
  const updateSchema = useMemo(() => surgeUpdateSchema(today), [today]);
  if (surge) {
    return (
      <FormDialog
        open={open}
        title="Edit surge"
        schema={updateSchema}
        defaultValues={{
          name: surge.name,
          from: surge.from,
          to: surge.to,
          percentage: surge.percentage,
          amount: surge.amount,
          description: surge.description ?? '',
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
      title="Add surge"
      schema={createSchema}
      defaultValues={{
        name: '',
        from: null,
        to: null,
        percentage: null,
        amount: null,
        description: '',
        isActive: true,
      }}
      fields={CREATE_FIELDS}
      onSubmit={(input) => create.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
