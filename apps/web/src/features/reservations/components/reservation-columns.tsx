import {
  RESERVATION_COLUMN_HEADERS,
  toLocalDateTime,
  type ReservationListItem,
  type reservationListQuerySchema,
} from '@livery/domain';
import type { DataTableColumn, SortOf } from '../../../components/data-table';
import { displayTimeZone } from '../../../components/data-table/display-time-zone';
import { RouterLink } from '../../../components/ui/router-link';
import { StatusChip } from './status-chip';

const H = RESERVATION_COLUMN_HEADERS;

type Column = DataTableColumn<ReservationListItem, SortOf<typeof reservationListQuerySchema>>;

/** Where a reservation's number leads: its details, or for a draft the booking flow it goes on in (SPEC §2). */
export const reservationLink = (row: { id: number; status: string }) =>
  row.status === 'draft' ? `/reservation/create?id=${row.id}&draft=true` : `/reservation/details/${row.id}`;

/** A pickup in the business's wall clock, `YYYY-MM-DD HH:mm` (SPEC §9's date format). */
export const pickUpText = (iso: string | null) =>
  iso ? toLocalDateTime(new Date(iso), displayTimeZone()).replace('T', ' ') : '';

const linked = (id: number | null, number: string | null) =>
  id !== null && number ? <RouterLink to={`/reservation/details/${id}`}>{number}</RouterLink> : '';

/** SPEC §2's reservations list, its columns in order (Actions come first, from the table). */
export const RESERVATION_COLUMNS: readonly Column[] = [
  {
    field: 'id',
    headerName: H.id,
    sort: 'id',
    render: (row) => <RouterLink to={reservationLink(row)}>{row.number}</RouterLink>,
  },
  { field: 'paymentType', headerName: H.paymentType },
  { field: 'customerId', headerName: H.customerId },
  { field: 'transactionId', headerName: H.transactionId },
  {
    field: 'assignedDrivers',
    headerName: H.assignedDrivers,
    value: (row) => row.assignedDrivers.map((d) => d.fullName).join(', '),
  },
  { field: 'name', headerName: H.name, sort: 'name' },
  { field: 'email', headerName: H.email, sort: 'email', flex: 1.5 },
  { field: 'affiliateName', headerName: H.affiliateName },
  { field: 'parentOf', headerName: H.parentOf, render: (row) => linked(row.parentOf, row.parentOfNumber) },
  { field: 'childOf', headerName: H.childOf, render: (row) => linked(row.childOf, row.childOfNumber) },
  {
    field: 'pickUpDateTime',
    headerName: H.pickUpDateTime,
    sort: 'pickUpAt',
    minWidth: 225,
    value: (row) => pickUpText(row.pickUpDateTime),
  },
  { field: 'pickUpLocation', headerName: H.pickUpLocation, flex: 1.5 },
  { field: 'dropOffLocation', headerName: H.dropOffLocation, flex: 1.5 },
  { field: 'hotelName', headerName: H.hotelName },
  { field: 'isBagsChecked', headerName: H.isBagsChecked, type: 'boolean' },
  { field: 'status', headerName: H.status, render: (row) => <StatusChip status={row.status} /> },
  { field: 'amount', headerName: H.amount, type: 'currency', sort: 'amount' },
  { field: 'phoneNumber', headerName: H.phoneNumber },
  { field: 'createdAt', headerName: H.createdAt, type: 'date', sort: 'createdAt' },
];
