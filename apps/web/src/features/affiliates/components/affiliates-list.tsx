import { mdiDelete, mdiPencil } from '@mdi/js';
import type { Affiliate } from '@livery/domain';
import { useMemo } from 'react';
import { DataTable, type RowAction } from '../../../components/data-table';
import { ConfirmDialog, useDialogState } from '../../../components/form-dialog';
import { useDeleteAffiliate } from '../api/delete-affiliate';
import { getAffiliatesQueryOptions } from '../api/get-affiliates';
import { AFFILIATE_COLUMNS } from './affiliate-columns';
import { AffiliateFormDialog } from './affiliate-form-dialog';

type AffiliateDialog =
  { kind: 'create' } | { kind: 'edit'; affiliate: Affiliate } | { kind: 'delete'; affiliate: Affiliate };

const SOURCE = { queryOptions: getAffiliatesQueryOptions };

/** The Affiliates screen's table with its Add, Edit and Delete flows. */
export function AffiliatesList() {
  const dialog = useDialogState<AffiliateDialog>();
  const remove = useDeleteAffiliate();
  const { open } = dialog;
  const editing = dialog.valueOf('edit')?.affiliate;
  const deleting = dialog.valueOf('delete')?.affiliate;

  const rowActions = useMemo<RowAction<Affiliate>[]>(
    () => [
      {
        label: 'Edit',
        icon: mdiPencil,
        permission: 'affiliates:edit',
        onClick: (affiliate) => open({ kind: 'edit', affiliate }),
      },
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: 'affiliates:delete',
        onClick: (affiliate) => open({ kind: 'delete', affiliate }),
      },
    ],
    [open],
  );
  const create = useMemo(
    () => ({ permission: 'affiliates:create' as const, onClick: () => open({ kind: 'create' }) }),
    [open],
  );

  return (
    <>
      <DataTable
        label="Affiliates"
        columns={AFFILIATE_COLUMNS}
        source={SOURCE}
        rowActions={rowActions}
        create={create}
        defaultSort="-createdAt"
        searchLabel="Search affiliates"
      />
      <AffiliateFormDialog open={dialog.isOpen('create')} onClose={dialog.close} />
      {editing && <AffiliateFormDialog open={dialog.isOpen('edit')} affiliate={editing} onClose={dialog.close} />}
      <ConfirmDialog
        open={dialog.isOpen('delete')}
        title={`Delete affiliate ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={dialog.close}
      />
    </>
  );
}
