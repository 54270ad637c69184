import type { Affiliate } from '@livery/domain';
import { useCrudActions } from '../../../components/crud';
import { DataTable } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/form-dialog';
import { affiliatesApi } from '../api/affiliates-api';
import { AFFILIATE_COLUMNS } from './affiliate-columns';
import { AffiliateFormDialog } from './affiliate-form-dialog';

const PERMISSIONS = { create: 'affiliates:create', edit: 'affiliates:edit', delete: 'affiliates:delete' } as const;

/** The Affiliates screen's table with its Add, Edit and Delete flows. */
const EXPORT = { path: '/affiliates/export.csv', permission: 'affiliates:view', fileName: 'affiliates.csv' } as const;

export function AffiliatesList() {
  const remove = affiliatesApi.useDelete();
  const crud = useCrudActions<Affiliate>({
    noun: 'affiliate',
    nameOf: (affiliate) => affiliate.name,
    permissions: PERMISSIONS,
    remove: remove.mutateAsync,
  });

  return (
    <>
      <DataTable
        label="Affiliates"
        columns={AFFILIATE_COLUMNS}
        source={affiliatesApi.listSource}
        rowActions={crud.rowActions}
        create={crud.create}
        exportCsv={EXPORT}
        defaultSort="-createdAt"
        searchLabel="Search affiliates"
      />
      <AffiliateFormDialog open={crud.isOpen('create')} onClose={crud.close} />
      {crud.editing && <AffiliateFormDialog open={crud.isOpen('edit')} row={crud.editing} onClose={crud.close} />}
      <ConfirmDialog {...crud.confirmDelete} />
    </>
  );
}
