import { surgeInputSchema, surgeUpdateSchema, type Surge } from '@livery/domain';
import { useMemo } from 'react';
import { CrudFormDialog, type CrudDialogProps } from '../../../components/crud';
import { useBusinessDate } from '../../../lib/use-business-date';
import { surgesApi } from '../api/surges-api';

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'from', label: 'From', kind: 'date', required: true },
  { name: 'to', label: 'To', kind: 'date', required: true },
  { name: 'percentage', label: 'Percentage', kind: 'number', adornment: '%' },
  { name: 'amount', label: 'Amount', kind: 'number', adornment: '$' },
  { name: 'description', label: 'Description', kind: 'multiline' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
] as const;
const EMPTY = { name: '', from: null, to: null, percentage: null, amount: null, description: '', isActive: true };
const valuesOf = (surge: Surge) => ({
  name: surge.name,
  from: surge.from,
  to: surge.to,
  percentage: surge.percentage,
  amount: surge.amount,
  description: surge.description ?? '',
  isActive: surge.isActive,
  version: surge.version,
});

/** SPEC §5 date rules checked against today in the business time zone (decision 011). */
export function SurgeFormDialog(props: CrudDialogProps<Surge>) {
  const { today } = useBusinessDate();
  const createSchema = useMemo(() => surgeInputSchema(today), [today]);
  const updateSchema = useMemo(() => surgeUpdateSchema(today), [today]);
  return (
    <CrudFormDialog
      {...props}
      noun="surge"
      api={surgesApi}
      createSchema={createSchema}
      updateSchema={updateSchema}
      empty={EMPTY}
      valuesOf={valuesOf}
      fields={FIELDS}
    />
  );
}
