import type { Affiliate } from '@livery/domain';
import { CrudList, type CrudColumns } from '../../../components/crud';
import { affiliatesApi } from '../api/affiliates-api';
import { AffiliateFormDialog } from './affiliate-form-dialog';

const nameOf = (affiliate: Affiliate) => affiliate.name;
/** SPEC §2 Affiliates: Name, Created At (then Actions, added by the table). */
const columns = ({ createdAt }: CrudColumns<Affiliate>) =>
  [{ field: 'name', headerName: 'Name', sort: 'name', flex: 2 }, createdAt] as const;

/** The Affiliates screen's table with its Add, Edit and Delete flows. */
export function AffiliatesList() {
  return (
    <CrudList
      label="Affiliates"
      noun="affiliate"
      resource="affiliates"
      api={affiliatesApi}
      nameOf={nameOf}
      columns={columns}
      defaultSort="-createdAt"
      FormDialog={AffiliateFormDialog}
    />
  );
}
