import { RESERVATION_COLUMN_HEADERS, type ReservationListItem, type reservationListQuerySchema } from '@livery/domain';
import Stack from '@mui/material/Stack';
import type { DataTableColumn, SortOf } from '../../../components/data-table';
import { dateTimeText, pickUpDateTimeText } from '../../../lib/date-text';
import { RouterLink } from '../../../components/ui/router-link';
import { StatusChip } from './status-chip';

const H = RESERVATION_COLUMN_HEADERS;

type Column = DataTableColumn<ReservationListItem, SortOf<typeof reservationListQuerySchema>>;

/** Where a reservation's number leads: its details, or for a draft the booking flow it goes on in (SPEC §2). */
export const reservationLink = (row: { id: number; status: string }) =>
  row.status === 'draft' ? `/reservation/create?id=${row.id}&draft=true` : `/reservation/details/${row.id}`;

/**
 * A moment on the business's clock, date then time: `2031-06-05 2:30 PM` (SPEC §9's date, the configuration's 12- or
 * 24-hour time; decision 056).
 */
export const pickUpText = dateTimeText;

/** A pickup as a dispatcher plans it: the weekday of its business date first, `Tue 2031-06-05 2:30 PM`. */
export const pickUpWithWeekday = pickUpDateTimeText;

/** "JFK Terminal 4 → 20 W 34th St": from where to where, or the one end a draft has so far. */
export const routeText = (row: Pick<ReservationListItem, 'pickUpLocation' | 'dropOffLocation'>) =>
  [row.pickUpLocation, row.dropOffLocation].filter(Boolean).join(' → ');

/** "Sedan × 2, SUV": the trip's car classes, each with its count when more than one. */
export const carsText = (row: Pick<ReservationListItem, 'cars'>) =>
  row.cars.map((car) => (car.count > 1 ? `${car.name} × ${car.count}` : car.name)).join(', ');

export const driversText = (row: Pick<ReservationListItem, 'assignedDrivers'>) =>
  row.assignedDrivers.map((d) => d.fullName).join(', ');

/** What is left to pay; a draft has no price yet. */
const balanceOf = (row: ReservationListItem) => (row.status === 'draft' ? null : row.balanceDue);

const linked = (id: number | null, number: string | null) =>
  id !== null && number ? <RouterLink to={`/reservation/details/${id}`}>{number}</RouterLink> : '';

/** The trip's number (its link) and where it stands, as the first line of its card says them. */
function TripCell({ row }: { row: ReservationListItem }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <RouterLink to={reservationLink(row)}>{row.number}</RouterLink>
      <StatusChip status={row.status} />
    </Stack>
  );
}

/**
 * The reservations list's columns (issue 22, decision 054): first what a dispatcher scans down, in what fits beside
 * the drawer at 1280 px (issue 38 item 28, decision 084) — the trip (its number, pinned, with its status), pickup with
 * its weekday, passenger, route and what is owed — then the rest, hidden until chosen in Columns: drivers, cars,
 * amount and SPEC §2's others. Rows are one line: long text is cut at the column's width, whole in its tooltip.
 */
export const RESERVATION_COLUMNS: readonly Column[] = [
  { field: 'id', headerName: 'Trip', sort: 'id', pinned: true, render: (row) => <TripCell row={row} /> },
  {
    field: 'pickUpDateTime',
    headerName: H.pickUpDateTime,
    sort: 'pickUpAt',
    minWidth: 225,
    value: (row) => pickUpWithWeekday(row.pickUpDateTime),
  },
  // SPEC §2's Username: the name the trip is booked under, which is who the driver picks up.
  { field: 'name', headerName: 'Passenger', sort: 'name' },
  { field: 'route', headerName: 'Route', flex: 2, value: routeText },
  { field: 'balanceDue', headerName: 'Balance', type: 'currency', value: balanceOf },
  // Where the status says "assigned" or not; the names, the cars and the price are a click away in Columns.
  { field: 'assignedDrivers', headerName: H.assignedDrivers, value: driversText, defaultHidden: true },
  { field: 'cars', headerName: 'Cars', value: carsText, defaultHidden: true },
  { field: 'amount', headerName: H.amount, type: 'currency', sort: 'amount', defaultHidden: true },
  // The rest of SPEC §2, in its order.
  { field: 'paymentType', headerName: H.paymentType, defaultHidden: true },
  { field: 'customerId', headerName: H.customerId, defaultHidden: true },
  { field: 'transactionId', headerName: H.transactionId, defaultHidden: true },
  { field: 'email', headerName: H.email, sort: 'email', defaultHidden: true },
  { field: 'affiliateName', headerName: H.affiliateName, defaultHidden: true },
  {
    field: 'parentOf',
    headerName: H.parentOf,
    defaultHidden: true,
    render: (row) => linked(row.parentOf, row.parentOfNumber),
  },
  {
    field: 'childOf',
    headerName: H.childOf,
    defaultHidden: true,
    render: (row) => linked(row.childOf, row.childOfNumber),
  },
  { field: 'pickUpLocation', headerName: H.pickUpLocation, defaultHidden: true },
  { field: 'dropOffLocation', headerName: H.dropOffLocation, defaultHidden: true },
  { field: 'hotelName', headerName: H.hotelName, defaultHidden: true },
  { field: 'isBagsChecked', headerName: H.isBagsChecked, type: 'boolean', defaultHidden: true },
  { field: 'phoneNumber', headerName: H.phoneNumber, defaultHidden: true },
  { field: 'createdAt', headerName: H.createdAt, type: 'date', sort: 'createdAt', defaultHidden: true },
];
