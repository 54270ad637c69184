import { mdiContentCopy, mdiDelete, mdiPencil, mdiEye } from '@mdi/js';
import { RATE_CARD_STATUSES, type RateCardSummary, type rateCardListQuerySchema } from '@livery/domain';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  type CreateAction,
  type DataTableColumn,
  type RowAction,
  type SortOf,
  type TableFilter,
} from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/form-dialog';
import { useStartRateCard } from '../api/new-rate-card';
import { useCopyRateCard } from '../api/rate-card';
import { rateCardsApi } from '../api/rate-cards-api';

type Column = DataTableColumn<RateCardSummary, SortOf<typeof rateCardListQuerySchema>>;

const STATUS_LABELS = { draft: 'Draft', published: 'Published' } as const;

const FILTERS: readonly TableFilter[] = [
  {
    name: 'status',
    label: 'Status',
    options: RATE_CARD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  },
];

const COLUMNS: readonly Column[] = [
  { field: 'name', headerName: 'Name', sort: 'name', flex: 2 },
  {
    field: 'status',
    headerName: 'Status',
    sort: 'status',
    value: (card) => STATUS_LABELS[card.status],
    render: (card) => (
      <Chip
        size="small"
        color={card.status === 'published' ? 'success' : 'default'}
        label={STATUS_LABELS[card.status]}
      />
    ),
  },
  { field: 'effectiveFrom', headerName: 'Effective from', type: 'dateTime', sort: 'effectiveFrom' },
  { field: 'updatedAt', headerName: 'Updated', type: 'dateTime', sort: 'updatedAt' },
];

const nameOf = (card: RateCardSummary) => card.name;
/** The API deletes a draft, or a published card not yet in force (decision 091). */
const isDeletable = (card: RateCardSummary) =>
  card.status === 'draft' || (card.effectiveFrom !== null && new Date(card.effectiveFrom) > new Date());

/** `/rate-cards` (issue 39, decision 091): drafts and published cards, newest first; a card opens as its own page. */
export function RateCardsList() {
  const navigate = useNavigate();
  const { mutateAsync: copy } = useCopyRateCard();
  const { mutateAsync: start } = useStartRateCard();
  const remove = rateCardsApi.useDelete();
  const [deleting, setDeleting] = useState<RateCardSummary | null>(null);

  const rowActions = useMemo<RowAction<RateCardSummary>[]>(
    () => [
      {
        label: 'Edit',
        icon: mdiPencil,
        permission: 'rate-cards:edit',
        isVisible: (card) => card.status === 'draft',
        onClick: (card) => void navigate(`/rate-cards/${card.id}`),
      },
      {
        label: 'View',
        icon: mdiEye,
        permission: 'rate-cards:view',
        isVisible: (card) => card.status === 'published',
        onClick: (card) => void navigate(`/rate-cards/${card.id}`),
      },
      {
        label: 'Copy to a new draft',
        icon: mdiContentCopy,
        permission: 'rate-cards:create',
        onClick: (card) =>
          void copy(card.id).then(
            (draft) => navigate(`/rate-cards/${draft.id}`),
            () => undefined,
          ),
      },
      {
        label: 'Delete',
        icon: mdiDelete,
        permission: 'rate-cards:delete',
        isVisible: isDeletable,
        unavailable: () => 'A card that has been in force is kept: trips refer to it.',
        onClick: setDeleting,
      },
    ],
    [copy, navigate],
  );

  const create = useMemo<CreateAction>(
    () => ({
      label: 'New rate card',
      permission: 'rate-cards:create',
      onClick: () =>
        void start().then(
          (draft) => navigate(`/rate-cards/${draft.id}`),
          () => undefined,
        ),
    }),
    [navigate, start],
  );

  return (
    <>
      <DataTable
        label="Rate cards"
        columns={COLUMNS}
        source={rateCardsApi.listSource}
        rowActions={rowActions}
        filters={FILTERS}
        create={create}
        defaultSort="-updatedAt"
        searchLabel="Search rate cards by name"
        getRowName={nameOf}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete rate card ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
