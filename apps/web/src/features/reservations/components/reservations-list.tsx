import {
  mdiAccountTie,
  mdiCancel,
  mdiCashPlus,
  mdiCheckCircle,
  mdiContentCopy,
  mdiEye,
  mdiPencil,
  mdiPlus,
  mdiPlusBox,
} from '@mdi/js';
import {
  editNotice,
  mayAct,
  RESERVATION_STATUSES,
  type ReservationAction,
  type ReservationListItem,
} from '@livery/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type RowAction, type TableFilter } from '../../../components/data-table';
import { useDialogState } from '../../../components/form-dialog';
import { useCancelReservation } from '../api/cancel-reservation';
import { reservationsListSource } from '../api/reservations-list';
import { useBusinessDate } from '../../../lib/use-business-date';
import { CancelDialog } from './cancel-dialog';
import { CompleteDialog } from './complete-dialog';
import { ReservationCard } from './reservation-card';
import { RESERVATION_COLUMNS, reservationLink } from './reservation-columns';

const FILTERS: readonly TableFilter[] = [
  {
    name: 'status',
    label: 'Status',
    multiple: true,
    options: RESERVATION_STATUSES.map((status) => ({ value: status, label: status })),
  },
  // What is owed, from the payments, whatever the status (issue 38, decision 080): an assigned trip may owe.
  {
    name: 'balanceDue',
    label: 'Balance',
    options: [
      { value: 'true', label: 'Balance due' },
      { value: 'false', label: 'Nothing due' },
    ],
  },
  // SPEC §2 "Dates (admins only; option Created At)": administrators choose which date the range is on.
  {
    name: 'dateField',
    label: 'Dates',
    adminOnly: true,
    options: [
      { value: 'pickUpAt', label: 'Pickup Time' },
      { value: 'createdAt', label: 'Created At' },
    ],
  },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];

type ReservationDialog = { kind: 'complete'; row: ReservationListItem } | { kind: 'cancel'; row: ReservationListItem };

const numberOf = (row: ReservationListItem) => row.number;
const card = (row: ReservationListItem) => <ReservationCard row={row} />;

/**
 * `/reservations` (SPEC §2, issue 12): every reservation with `reservations:view`, else one's own; SPEC's row
 * actions with their status rules, the 6-hour rule for non-admins and their permissions (domain `mayAct`, which
 * the server applies too), in each row's "⋮" menu. Built for a dispatcher (issue 22, decision 054): upcoming
 * pickups first — from the start of today, earliest first, a From filter one may clear — one line a row, the
 * columns a person chooses remembered for them, and cards on a phone. A person's own tab (`userId`) keeps the
 * newest bookings first.
 */
export function ReservationsList({ userId, label = 'Reservations' }: { userId?: number; label?: string } = {}) {
  const navigate = useNavigate();
  const dialog = useDialogState<ReservationDialog>();
  const cancel = useCancelReservation();
  const { open } = dialog;
  const completing = dialog.valueOf('complete')?.row;
  const cancelling = dialog.valueOf('cancel')?.row;

  const rowActions = useMemo<RowAction<ReservationListItem>[]>(() => {
    const when = (action: ReservationAction) => (row: ReservationListItem, user: Parameters<typeof mayAct>[2]) =>
      mayAct(action, { status: row.status, pickUpAt: row.pickUpDateTime }, user, new Date());
    return [
      {
        label: 'View',
        icon: mdiEye,
        permission: 'reservations:details',
        isVisible: when('view'),
        onClick: (row) => void navigate(reservationLink(row)),
      },
      {
        label: 'Edit',
        icon: mdiPencil,
        permission: 'reservations:edit',
        isVisible: when('edit'),
        // Within 6 hours of pickup a dispatcher reads why, and whom to ask (issue 38 item 12).
        unavailable: (row, user) => editNotice({ status: row.status, pickUpAt: row.pickUpDateTime }, user, new Date()),
        onClick: (row) =>
          void navigate(row.status === 'draft' ? reservationLink(row) : `/reservation/update/${row.id}`),
      },
      {
        label: 'Assign driver',
        icon: mdiAccountTie,
        permission: 'reservations:assign',
        isVisible: when('assign'),
        onClick: (row) => void navigate(`/reservation/details/${row.id}?assign=true`),
      },
      {
        // SPEC §2 lists Create among the row actions: a new trip, from any row (the toolbar has it too).
        label: 'Create',
        icon: mdiPlus,
        permission: 'reservations:create',
        onClick: () => void navigate('/reservation/create?isGettingAQuote=false'),
      },
      {
        label: 'Add addon',
        icon: mdiPlusBox,
        permission: 'reservations:addAddon',
        isVisible: when('addAddon'),
        onClick: (row) => void navigate(`/reservation/details/${row.id}?addAddon=true`),
      },
      {
        // While something is due (decision 051): the details open with the Record payment dialog.
        label: 'Record payment',
        icon: mdiCashPlus,
        permission: 'reservations:record-payment',
        isVisible: (row, user) =>
          mayAct(
            'recordPayment',
            { status: row.status, pickUpAt: row.pickUpDateTime, balanceDue: row.balanceDue },
            user,
            new Date(),
          ),
        onClick: (row) => void navigate(`/reservation/details/${row.id}?recordPayment=true`),
      },
      {
        label: 'Duplicate',
        icon: mdiContentCopy,
        permission: 'reservations:duplicate',
        isVisible: when('duplicate'),
        onClick: (row) => void navigate(`/reservation/create?id=${row.id}&isGettingAQuote=false`),
      },
      {
        label: 'Complete',
        icon: mdiCheckCircle,
        permission: 'reservations:complete',
        isVisible: when('complete'),
        onClick: (row) => open({ kind: 'complete', row }),
      },
      {
        label: 'Cancel',
        icon: mdiCancel,
        permission: 'reservations:cancel',
        isVisible: when('cancel'),
        onClick: (row) => open({ kind: 'cancel', row }),
      },
    ];
  }, [navigate, open]);

  const createAction = useMemo(
    () => ({
      permission: 'reservations:create' as const,
      label: 'Create',
      onClick: () => void navigate('/reservation/create?isGettingAQuote=false'),
    }),
    [navigate],
  );
  const source = useMemo(() => reservationsListSource(userId), [userId]);
  const { today } = useBusinessDate();
  const upcoming = useMemo(() => (userId === undefined ? { from: today } : undefined), [today, userId]);
  const exportAction = useMemo(
    () => ({
      path: '/reservations/export.csv',
      ...(userId === undefined ? {} : { params: { userId: String(userId) } }),
      permission: 'reservations:view' as const,
      fileName: 'reservations.csv',
    }),
    [userId],
  );

  return (
    <>
      <DataTable
        label={label}
        columns={RESERVATION_COLUMNS}
        source={source}
        rowActions={rowActions}
        filters={FILTERS}
        create={createAction}
        exportCsv={exportAction}
        defaultSort={upcoming ? 'pickUpAt' : '-createdAt'}
        {...(upcoming && { defaultFilters: upcoming })}
        searchLabel="Search by number, name, phone, e-mail, address"
        rowActionsAs="menu"
        getRowName={numberOf}
        dense
        columnsKey="reservations"
        card={card}
      />
      <CompleteDialog open={dialog.isOpen('complete')} trip={completing} onClose={dialog.close} />
      {/* `cancelling` outlives the close (for the fade), so whether it shows is the dialog state's, not the row's. */}
      <CancelDialog
        open={dialog.isOpen('cancel')}
        target={cancelling ?? null}
        onCancel={cancel.mutateAsync}
        onClose={dialog.close}
      />
    </>
  );
}
