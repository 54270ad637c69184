import type { Surge } from '@livery/domain';
import { CrudList, type CrudColumns } from '../../../components/crud';
import { ACTIVE_STATUS_FILTER } from '../../../components/data-table';
import { surgesApi } from '../api/surges-api';
import { SurgeFormDialog } from './surge-form-dialog';

const FILTERS = [ACTIVE_STATUS_FILTER];
const nameOf = (surge: Surge) => surge.name;
const columns = ({ active, createdAt }: CrudColumns<Surge>) =>
  [
    { field: 'name', headerName: 'Name', sort: 'name', flex: 2 },
    { field: 'from', headerName: 'From', type: 'date', sort: 'from' },
    { field: 'to', headerName: 'To', type: 'date', sort: 'to' },
    { field: 'percentage', headerName: 'Percentage', type: 'percent', sort: 'percentage' },
    { field: 'amount', headerName: 'Amount', type: 'currency', sort: 'amount' },
    { field: 'description', headerName: 'Description', sort: 'description', flex: 2 },
    active,
    createdAt,
  ] as const;

/** SPEC §2 Surges: Name, From, To (date only), Percentage, Amount, Description, Active, Created At, Actions. */
export function SurgesList() {
  return (
    <CrudList
      label="Surges"
      noun="surge"
      resource="surges"
      api={surgesApi}
      nameOf={nameOf}
      columns={columns}
      defaultSort="-createdAt"
      filters={FILTERS}
      FormDialog={SurgeFormDialog}
    />
  );
}
