import {
  mdiAccountTie,
  mdiCancel,
  mdiCashPlus,
  mdiCheckCircle,
  mdiContentCopy,
  mdiDelete,
  mdiPencil,
  mdiPlusBox,
} from '@mdi/js';
import {
  formatMoney,
  MILES_SOURCE_LABELS,
  TRIP_TYPE_LABELS,
  type MilesSource,
  type ReservationDetails,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/form-dialog';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { PageLoader } from '../../../components/ui/page-loader';
import { RouterLink } from '../../../components/ui/router-link';
import { useCancelReservation } from '../api/cancel-reservation';
import { useDeleteReservationAddon } from '../api/delete-reservation-addon';
import { reservationQueryOptions } from '../api/reservation-details';
import { PriceLines } from '../../booking';
import { AddAddonDialog, addonPriceText } from './add-addon-dialog';
import { AssignDriversDialog } from './assign-drivers-dialog';
import { CancelDialog } from './cancel-dialog';
import { CompleteDialog } from './complete-dialog';
import { balanceText, PaymentLines } from './payment-lines';
import { RecordPaymentDialog } from './record-payment-dialog';
import { pickUpText, pickUpWithWeekday, reservationLink } from './reservation-columns';
import { StatusChip } from './status-chip';

/** A section of the page: a titled card whose heading names it for screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, as a description list; empty values are left out. */
function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Trip({ reservation: r }: { reservation: ReservationDetails }) {
  const linked = r.linkedLeg;
  return (
    <Section id="trip-heading" title="Trip">
      <Facts
        facts={[
          ['Trip', TRIP_TYPE_LABELS[r.tripType]],
          ['Pickup time', pickUpWithWeekday(r.pickUpDateTime)],
          ['Pickup', r.pickUpLocation],
          ['Stops', r.stops.map((stop) => stop.address).join(' · ')],
          ['Drop-off', r.dropOffLocation],
          ['Passengers', r.passengers],
          [
            'Miles',
            r.miles === null
              ? ''
              : `${r.miles} mi${r.milesSource ? ` (${MILES_SOURCE_LABELS[r.milesSource as MilesSource] ?? r.milesSource})` : ''}`,
          ],
          ['Bags checked', r.isBagsChecked ? 'Yes' : 'No'],
          [
            r.childOf === null ? 'Return trip' : 'Outbound trip',
            linked ? (
              <>
                <RouterLink to={reservationLink(linked)}>{linked.number}</RouterLink> ({linked.status},{' '}
                {pickUpWithWeekday(linked.pickUpDateTime)})
              </>
            ) : null,
          ],
        ]}
      />
    </Section>
  );
}

function Customer({ reservation: r }: { reservation: ReservationDetails }) {
  return (
    <Section id="customer-heading" title="Customer">
      <Facts
        facts={[
          ['Name', r.name],
          ['Email', r.email],
          ['Phone', r.phoneNumber],
          ['Customer Id', r.customerId],
          ['Affiliate', r.affiliateName],
          ['Hotel', r.hotelName],
          ['Flight', [r.flightNumber, r.airline].filter(Boolean).join(' · ')],
          ['Comments', r.comments],
        ]}
      />
    </Section>
  );
}

function CarsAndDrivers({ reservation: r }: { reservation: ReservationDetails }) {
  return (
    <Section id="cars-heading" title="Cars and drivers">
      {/* On a phone a long driver's name can make the table wider than the screen: the box scrolls, so it takes the
          keyboard's focus too (WCAG 2.1.1; axe's scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" aria-labelledby="cars-heading">
          <TableHead>
            <TableRow>
              <TableCell>Car</TableCell>
              <TableCell>Driver</TableCell>
              <TableCell align="right">Driver share</TableCell>
              <TableCell>Paid</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.cars.flatMap((car) =>
              car.slots.map((slot) => (
                <TableRow key={`${car.name}-${slot.slot}`}>
                  <TableCell>
                    {car.name} {car.count > 1 ? `#${slot.slot}` : ''}
                  </TableCell>
                  <TableCell>{slot.driverName ?? 'Not assigned yet'}</TableCell>
                  <TableCell align="right">{formatMoney(slot.driverShare)}</TableCell>
                  <TableCell>{slot.paidAt ? slot.paidAt.slice(0, 10) : 'No'}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}

type AddonLine = ReservationDetails['addons'][number];

function Addons({
  reservation: r,
  onDelete,
}: {
  reservation: ReservationDetails;
  onDelete?: (line: AddonLine) => void;
}) {
  if (r.addons.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Addons
      </Typography>
      <Box component="ul" aria-label="Addons" sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
        {r.addons.map((line) => (
          <Box component="li" key={line.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {line.name} ({addonPriceText(line)}){line.lineAmount === null ? '' : `: ${formatMoney(line.lineAmount)}`}
            </Typography>
            {onDelete && (
              <IconButton aria-label={`Remove addon ${line.name}`} size="small" onClick={() => onDelete(line)}>
                <MdiIcon path={mdiDelete} />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}

function Payment({
  reservation: r,
  onDeleteAddon,
}: {
  reservation: ReservationDetails;
  onDeleteAddon?: (line: AddonLine) => void;
}) {
  const breakdown = r.priceBreakdown;
  return (
    <Section id="payment-heading" title="Price and payment">
      <Facts
        facts={[
          ['Amount', r.amount === null ? '' : formatMoney(r.amount)],
          ['Paid', formatMoney(r.paidAmount)],
          ['Balance', balanceText(r)],
          ['Payment type', r.paymentType],
          ['Transaction Id', r.transactionId],
          ['PayPal payer', r.paypalCustomerId],
        ]}
      />
      {breakdown?.lines && breakdown.lines.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <PriceLines lines={breakdown.lines} label="Price lines" />
        </Box>
      )}
      <Addons reservation={r} {...(onDeleteAddon ? { onDelete: onDeleteAddon } : {})} />
      <PaymentLines reservation={r} />
      {r.refunds.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Refunds
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
            {r.refunds.map((refund) => (
              <li key={refund.id}>
                <Typography variant="body2">
                  {formatMoney(refund.amount)} on {refund.at.slice(0, 10)} ({refund.status}, PayPal{' '}
                  {refund.paypalRefundId}){refund.actorName ? ` by ${refund.actorName}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
    </Section>
  );
}

function History({ reservation: r }: { reservation: ReservationDetails }) {
  return (
    <Section id="history-heading" title="History">
      <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
        {r.history.map((change, i) => (
          <li key={`${change.at}-${i}`}>
            <Typography variant="body2">
              {change.from && change.from !== change.to ? `${change.from} → ${change.to}` : change.to} ·{' '}
              {pickUpText(change.at)}
              {change.actorName ? ` · ${change.actorName}` : ''}
              {change.reason ? ` · ${change.reason}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}

type Dialog = 'complete' | 'cancel' | 'assign' | 'addAddon' | 'recordPayment';
/** The dialogs the reservations list's row actions open here. */
const LIST_DIALOGS = ['assign', 'addAddon', 'recordPayment'] as const;

/**
 * `/reservation/details/{id}` (issue 12): every field, both legs linked, the cars with their drivers, the price
 * line by line, payment and refunds, the history, and the actions the server says this person may take now.
 * Opening a `created` trip with `reservations:change-status` marks it viewed (the server does it on reading).
 */
export function ReservationDetailsPage() {
  const { reservationId } = useParams();
  const id = Number(reservationId);
  const navigate = useNavigate();
  const details = useQuery({ ...reservationQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const cancel = useCancelReservation();
  const deleteAddon = useDeleteReservationAddon();
  const [removing, setRemoving] = useState<AddonLine | null>(null);
  // The list's "Assign driver", "Add addon" and "Record payment" open this page with their dialog open
  // (`?assign=true`, `?addAddon=true`, `?recordPayment=true`).
  const [searchParams, setSearchParams] = useSearchParams();
  const [asking, setAsking] = useState<Dialog | null>(
    () => LIST_DIALOGS.find((d) => searchParams.get(d) === 'true') ?? null,
  );
  const closeDialog = () => {
    setAsking(null);
    if (LIST_DIALOGS.some((d) => searchParams.has(d)))
      setSearchParams(
        (params) => {
          for (const dialog of LIST_DIALOGS) params.delete(dialog);
          return params;
        },
        { replace: true },
      );
  };

  if (!(Number.isSafeInteger(id) && id > 0)) return <Alert severity="error">This reservation was not found.</Alert>;
  if (details.isPending) return <PageLoader label="Opening the reservation" />;
  if (details.isError)
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {details.error.message}
        </Alert>
        <Button component={Link} to="/reservations" variant="outlined">
          Reservations
        </Button>
      </Stack>
    );
  const r = details.data;
  const may = (action: ReservationDetails['actions'][number]) => r.actions.includes(action);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            Reservation {r.number}
          </Typography>
          <StatusChip status={r.status} />
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {may('edit') && (
            <Button
              component={Link}
              to={`/reservation/update/${r.id}`}
              variant="outlined"
              startIcon={<MdiIcon path={mdiPencil} />}
            >
              Edit
            </Button>
          )}
          {may('addAddon') && (
            <Button variant="outlined" startIcon={<MdiIcon path={mdiPlusBox} />} onClick={() => setAsking('addAddon')}>
              Add addon
            </Button>
          )}
          {may('recordPayment') && (
            <Button
              variant="outlined"
              startIcon={<MdiIcon path={mdiCashPlus} />}
              onClick={() => setAsking('recordPayment')}
            >
              Record payment
            </Button>
          )}
          {may('duplicate') && (
            <Button
              variant="outlined"
              startIcon={<MdiIcon path={mdiContentCopy} />}
              onClick={() => void navigate(`/reservation/create?id=${r.id}&isGettingAQuote=false`)}
            >
              Duplicate
            </Button>
          )}
          {may('assign') && (
            <Button variant="outlined" startIcon={<MdiIcon path={mdiAccountTie} />} onClick={() => setAsking('assign')}>
              Assign driver
            </Button>
          )}
          {may('complete') && (
            <Button
              variant="contained"
              startIcon={<MdiIcon path={mdiCheckCircle} />}
              onClick={() => setAsking('complete')}
            >
              Complete
            </Button>
          )}
          {may('cancel') && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<MdiIcon path={mdiCancel} />}
              onClick={() => setAsking('cancel')}
            >
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Trip reservation={r} />
        <Customer reservation={r} />
        <CarsAndDrivers reservation={r} />
        <Payment reservation={r} {...(may('deleteAddon') ? { onDeleteAddon: setRemoving } : {})} />
      </Box>
      <History reservation={r} />
      <CompleteDialog open={asking === 'complete'} trip={r} onClose={closeDialog} />
      <CancelDialog target={asking === 'cancel' ? r : null} onCancel={cancel.mutateAsync} onClose={closeDialog} />
      <AssignDriversDialog reservation={asking === 'assign' && may('assign') ? r : null} onClose={closeDialog} />
      <AddAddonDialog reservation={asking === 'addAddon' && may('addAddon') ? r : null} onClose={closeDialog} />
      <RecordPaymentDialog
        reservation={asking === 'recordPayment' && may('recordPayment') ? r : null}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove addon ${removing?.name ?? ''} from ${r.number}?`}
        message="The trip is priced again without it, and the customer gets an e-mail with the new total."
        confirmLabel="Remove addon"
        confirmColor="error"
        onConfirm={() => (removing ? deleteAddon.mutateAsync({ ...r, line: removing }) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
