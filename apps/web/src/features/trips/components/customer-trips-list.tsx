import { mdiCancel, mdiEye, mdiPencil, mdiPlus } from '@mdi/js';
import type { reservationListQuerySchema } from '@livery/domain';
import {
  customerCancelRefusal,
  customerStatusOptions,
  formatMoney,
  mayAct,
  RESERVATION_STATUSES,
  type ReservationListItem,
} from '@livery/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
  type SortOf,
  type TableFilter,
} from '../../../components/data-table';
import { RouterLink } from '../../../components/ui/router-link';
import { useSession } from '../../../lib/session';
import { usePublicConfiguration } from '../../../lib/public-configuration';
import { StatusChip } from '../../reservations';
import { customerTripsSource } from '../api/customer-trips';
import { pickUpLine, routeLine } from './trip-text';

type Row = ReservationListItem;
type Column = DataTableColumn<Row, SortOf<typeof reservationListQuerySchema>>;

/**
 * Where a trip of the list leads: its customer's trip page; a trip the person drives (and did not book), their job.
 * A draft goes on in the booking flow.
 */
export function tripLink(row: Pick<Row, 'id' | 'status' | 'customerId' | 'assignedDrivers'>, userId: number): string {
  if (row.status === 'draft') return `/reservation/create?id=${row.id}&draft=true`;
  const drives = row.assignedDrivers.some((driver) => driver.id === userId);
  return drives && row.customerId !== userId ? `/jobs/${row.id}` : `/trips/${row.id}`;
}

const FILTERS: readonly TableFilter[] = [
  {
    name: 'status',
    label: 'Status',
    multiple: true,
    // One option per word the customer reads ("Booked" is created or viewed; issue 38, item 17).
    options: customerStatusOptions(RESERVATION_STATUSES.filter((s) => s !== 'duplicate')),
  },
];

const columnsFor = (userId: number): readonly Column[] => [
  {
    field: 'id',
    headerName: 'Trip',
    sort: 'id',
    render: (row) => <RouterLink to={tripLink(row, userId)}>{row.number}</RouterLink>,
  },
  {
    field: 'pickUpDateTime',
    headerName: 'Pickup',
    sort: 'pickUpAt',
    minWidth: 170,
    value: (row) => pickUpLine(row.pickUpDateTime),
  },
  {
    field: 'pickUpLocation',
    headerName: 'From → To',
    flex: 2,
    value: (row) => routeLine(row.pickUpLocation, row.dropOffLocation),
  },
  { field: 'status', headerName: 'Status', render: (row) => <StatusChip status={row.status} reader="customer" /> },
  { field: 'amount', headerName: 'Amount', type: 'currency', sort: 'amount' },
  { field: 'balanceDue', headerName: 'Due', type: 'currency' },
];

/** A trip as a card on a phone: when, where, its status and what is due. */
function TripCard({ row, userId }: { row: Row; userId: number }) {
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <RouterLink to={tripLink(row, userId)} sx={{ fontWeight: 600, minHeight: 24 }}>
          {row.number}
        </RouterLink>
        <StatusChip status={row.status} reader="customer" />
      </Stack>
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {pickUpLine(row.pickUpDateTime)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {routeLine(row.pickUpLocation, row.dropOffLocation)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {row.amount !== null && <Typography variant="body2">{formatMoney(row.amount)}</Typography>}
        {row.balanceDue > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Due {formatMoney(row.balanceDue)}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/**
 * The profile's Reservations tab for a traveller (issue 22, decision 052): their trips in the words they read —
 * number, pickup, from → to, status, amount and what is due — with what the rules let them do to each (view, change,
 * cancel before the cut-off, book another), those still to come first. No staff column; on a phone, a list of cards.
 */
export function CustomerTripsList({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const policy = usePublicConfiguration().data;
  const columns = useMemo(() => columnsFor(userId), [userId]);
  const source = useMemo(() => customerTripsSource(userId), [userId]);
  const card = useMemo(() => (row: Row) => <TripCard row={row} userId={userId} />, [userId]);

  const rowActions = useMemo<RowAction<Row>[]>(() => {
    // The person's own trips as its customer (staff look at someone's trips through the staff's list instead).
    const isOwn = (row: Row) => user !== null && row.customerId === user.id;
    const mayCancel = (row: Row) =>
      policy !== undefined &&
      customerCancelRefusal({ status: row.status, pickUpAt: row.pickUpDateTime }, new Date(), {
        cancelCutoffHours: policy.customerPolicy.cancelCutoffHours,
        officeNumber: policy.home.contactNumber,
      }) === null;
    return [
      {
        label: 'View trip',
        icon: mdiEye,
        isVisible: (row) => row.status !== 'draft',
        onClick: (row) => void navigate(tripLink(row, userId)),
      },
      {
        label: 'Change',
        icon: mdiPencil,
        isVisible: (row) =>
          isOwn(row) &&
          mayAct(
            'edit',
            { status: row.status, pickUpAt: row.pickUpDateTime, customerId: row.customerId },
            user,
            new Date(),
          ),
        // A draft is changed where it was begun, in the booking flow.
        onClick: (row) =>
          void navigate(row.status === 'draft' ? tripLink(row, userId) : `/reservation/update/${row.id}`),
      },
      {
        label: 'Cancel',
        icon: mdiCancel,
        isVisible: (row) => isOwn(row) && mayCancel(row),
        onClick: (row) => void navigate(`/trips/${row.id}?cancel=true`),
      },
      {
        label: 'Book another',
        icon: mdiPlus,
        permission: 'reservations:create',
        onClick: () => void navigate('/reservation/create?isGettingAQuote=false'),
      },
    ];
  }, [navigate, policy, user, userId]);

  const createAction = useMemo(
    () => ({
      permission: 'reservations:create' as const,
      label: 'Book a trip',
      onClick: () => void navigate('/reservation/create?isGettingAQuote=false'),
    }),
    [navigate],
  );

  return (
    <DataTable
      label="Your trips"
      columns={columns}
      source={source}
      rowActions={rowActions}
      filters={FILTERS}
      create={createAction}
      card={card}
      getRowName={(row) => row.number}
      // The trips still to come, the soonest first, then the others, the latest first: the API's order (issue 38).
      defaultSort="upcoming"
      searchLabel="Search by number or address"
    />
  );
}
