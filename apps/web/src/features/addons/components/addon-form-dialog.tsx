import { createAddonSchema, updateAddonSchema, type Addon } from '@livery/domain';
import { CrudFormDialog, type CrudDialogProps } from '../../../components/crud';
import { addonsApi } from '../api/addons-api';

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'percentage', label: 'Percentage', kind: 'number', adornment: '%' },
  { name: 'amount', label: 'Amount', kind: 'number', adornment: '$' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
] as const;
const EMPTY = { name: '', percentage: null, amount: null, isActive: true };
const valuesOf = (addon: Addon) => ({
  name: addon.name,
  percentage: addon.percentage,
  amount: addon.amount,
  isActive: addon.isActive,
  version: addon.version,
});

export function AddonFormDialog(props: CrudDialogProps<Addon>) {
  return (
    <CrudFormDialog
      {...props}
      noun="addon"
      api={addonsApi}
      createSchema={createAddonSchema}
      updateSchema={updateAddonSchema}
      empty={EMPTY}
      valuesOf={valuesOf}
      fields={FIELDS}
    />
  );
}
