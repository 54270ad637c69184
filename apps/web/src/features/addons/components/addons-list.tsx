import type { Addon } from '@livery/domain';
import { CrudList, type CrudColumns } from '../../../components/crud';
import { ACTIVE_STATUS_FILTER } from '../../../components/data-table';
import { addonsApi } from '../api/addons-api';
import { AddonFormDialog } from './addon-form-dialog';

const FILTERS = [ACTIVE_STATUS_FILTER];
const nameOf = (addon: Addon) => addon.name;
const columns = ({ active, createdAt }: CrudColumns<Addon>) =>
  [
    { field: 'name', headerName: 'Name', sort: 'name', flex: 2 },
    { field: 'percentage', headerName: 'Percentage', type: 'percent', sort: 'percentage' },
    { field: 'amount', headerName: 'Amount', type: 'currency', sort: 'amount' },
    active,
    createdAt,
  ] as const;

/** SPEC §2 Addons: Name, Percentage, Amount, Active (toggle), Created At, Actions. */
export function AddonsList() {
  return (
    <CrudList
      label="Addons"
      noun="addon"
      resource="addons"
      api={addonsApi}
      nameOf={nameOf}
      columns={columns}
      defaultSort="-createdAt"
      filters={FILTERS}
      FormDialog={AddonFormDialog}
    />
  );
}
