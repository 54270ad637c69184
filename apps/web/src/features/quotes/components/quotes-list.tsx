import {
  QUOTE_OFFER_STATUS_LABELS,
  QUOTE_OFFER_STATUSES,
  type QuoteOffer,
  type quoteOfferListQuerySchema,
} from '@livery/domain';
import Chip from '@mui/material/Chip';
import { DataTable, type DataTableColumn, type SortOf, type TableFilter } from '../../../components/data-table';
import { RouterLink } from '../../../components/ui/router-link';
import { dateTimeText } from '../../../lib/date-text';
import { reservationLink } from '../../reservations';
import { quotesListSource } from '../api/quotes-list';

type Column = DataTableColumn<QuoteOffer, SortOf<typeof quoteOfferListQuerySchema>>;

const STATUS_COLOURS = { sent: 'info', accepted: 'success', expired: 'default' } as const;

const FILTERS: readonly TableFilter[] = [
  {
    name: 'status',
    label: 'Status',
    options: QUOTE_OFFER_STATUSES.map((status) => ({ value: status, label: QUOTE_OFFER_STATUS_LABELS[status] })),
  },
];

const COLUMNS: readonly Column[] = [
  { field: 'number', headerName: 'Number', sort: 'id', pinned: true },
  {
    field: 'name',
    headerName: 'Customer',
    sort: 'name',
    flex: 2,
    value: (quote) => `${quote.name} · ${quote.email}`,
  },
  {
    field: 'pickUpAt',
    headerName: 'Pickup',
    sort: 'pickUpAt',
    flex: 2,
    value: (quote) => `${dateTimeText(quote.pickUpAt)} · ${quote.pickUpLocation}`,
  },
  { field: 'total', headerName: 'Total', type: 'currency', sort: 'total' },
  // What became of the quote before when it was sent: at a desk's width it shows without scrolling the table.
  {
    field: 'status',
    headerName: 'Status',
    sort: 'status',
    value: (quote) => QUOTE_OFFER_STATUS_LABELS[quote.status],
    render: (quote) =>
      quote.reservationId !== null ? (
        <RouterLink to={reservationLink({ id: quote.reservationId, status: 'booked' })}>
          {QUOTE_OFFER_STATUS_LABELS[quote.status]}: {quote.reservationNumber}
        </RouterLink>
      ) : (
        <Chip size="small" color={STATUS_COLOURS[quote.status]} label={QUOTE_OFFER_STATUS_LABELS[quote.status]} />
      ),
  },
  { field: 'sentAt', headerName: 'Sent', type: 'dateTime', sort: 'sentAt' },
  { field: 'expiresAt', headerName: 'Valid until', type: 'dateTime', sort: 'expiresAt' },
];

/** The quotes sent (issue 39, decision 090): who, where from, how much, when sent and until when, and what became of it. */
export function QuotesList() {
  return (
    <DataTable
      label="Quotes"
      columns={COLUMNS}
      source={quotesListSource}
      filters={FILTERS}
      defaultSort="-sentAt"
      searchLabel="Search by customer or number"
      getRowName={(quote) => quote.number}
    />
  );
}
