import { createAddonSchema, updateAddonSchema, type Addon } from '@livery/domain';
import type { z } from 'zod';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { addonsApi } from '../api/addons-api';

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'percentage', label: 'Percentage', kind: 'number', adornment: '%' },
  { name: 'amount', label: 'Amount', kind: 'number', adornment: '$' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
] as const;
const CREATE_FIELDS: readonly FormFieldConfig<z.input<typeof createAddonSchema>>[] = FIELDS;
const UPDATE_FIELDS: readonly FormFieldConfig<z.input<typeof updateAddonSchema>>[] = FIELDS;

export function AddonFormDialog({ open, addon, onClose }: { open: boolean; addon?: Addon; onClose: () => void }) {
  const create = addonsApi.useCreate();
  const update = addonsApi.useUpdate();
  if (addon) {
    return (
      <FormDialog
        open={open}
        title="Edit addon"
        schema={updateAddonSchema}
        defaultValues={{
          name: addon.name,
          percentage: addon.percentage,
          amount: addon.amount,
          isActive: addon.isActive,
          version: addon.version,
        }}
        fields={UPDATE_FIELDS}
        onSubmit={(input) => update.mutateAsync({ id: addon.id, input })}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      open={open}
      title="Add addon"
      schema={createAddonSchema}
      defaultValues={{ name: '', percentage: null, amount: null, isActive: true }}
      fields={CREATE_FIELDS}
      onSubmit={(input) => create.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
