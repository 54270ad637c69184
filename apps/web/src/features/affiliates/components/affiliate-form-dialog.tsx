import { createAffiliateSchema, updateAffiliateSchema, type Affiliate } from '@livery/domain';
import { CrudFormDialog, type CrudDialogProps } from '../../../components/crud';
import { affiliatesApi } from '../api/affiliates-api';

const FIELDS = [{ name: 'name', label: 'Name', required: true, autoComplete: 'organization' }] as const;
const EMPTY = { name: '' };
const valuesOf = (affiliate: Affiliate) => ({ name: affiliate.name, version: affiliate.version });

export function AffiliateFormDialog(props: CrudDialogProps<Affiliate>) {
  return (
    <CrudFormDialog
      {...props}
      noun="affiliate"
      api={affiliatesApi}
      createSchema={createAffiliateSchema}
      updateSchema={updateAffiliateSchema}
      empty={EMPTY}
      valuesOf={valuesOf}
      fields={FIELDS}
    />
  );
}
