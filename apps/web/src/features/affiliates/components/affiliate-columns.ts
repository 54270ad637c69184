import type { Affiliate } from '@livery/domain';
import type { DataTableColumn } from '../../../components/data-table';

/** SPEC §2 Affiliates: Name, Created At (then Actions, added by the table). */
export const AFFILIATE_COLUMNS: readonly DataTableColumn<Affiliate>[] = [
  { field: 'name', headerName: 'Name', sortable: true, flex: 2 },
  { field: 'createdAt', headerName: 'Created At', type: 'date', sortable: true },
];
