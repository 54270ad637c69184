import {
  bookedSentence,
  BOOKING_REQUEST_WORDS,
  customerStatusWord,
  formatMoney,
  formatPickUp,
  fromCents,
  toCents,
  type BookedTrip,
  type BookingResult,
  type Reservation,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link';
import { useSession } from '../../../lib/session';
import { useBusinessDate } from '../../../lib/use-business-date';
import { balanceOf } from '../wizard/balance';

/** Where a booked trip's number leads: staff to its details, its customer to their trip page (decision 052). */
function tripLink(reservation: Reservation, staff: boolean, signedIn: boolean): string | null {
  if (staff) return `/reservation/details/${reservation.id}`;
  return signedIn ? `/trips/${reservation.id}` : null;
}

function Booked({ reservation, title }: { reservation: Reservation; title: string }) {
  const { can, user } = useSession();
  const isStaff = can('reservations:details');
  const link = tripLink(reservation, isStaff, user !== null);
  const clock = useBusinessDate();
  const pickUp = reservation.pickUpDateTime ? formatPickUp(new Date(reservation.pickUpDateTime), clock) : '';
  return (
    <Paper variant="outlined" component="section" aria-label={`${title} ${reservation.number}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title} {link ? <RouterLink to={link}>{reservation.number}</RouterLink> : reservation.number}
        </Typography>
        <Chip label={`Status: ${customerStatusWord(reservation.status)}`} size="small" />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {reservation.pickUpLocation} → {reservation.dropOffLocation}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Pickup {pickUp} · {reservation.amount === null ? '' : formatMoney(reservation.amount)}
      </Typography>
      {reservation.transactionId && (
        <Typography variant="body2" color="text.secondary">
          {/* The PayPal transaction is the office's reference, not the traveller's. */}
          {isStaff ? `Paid by PayPal · transaction ${reservation.transactionId}` : 'Paid by PayPal'}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * After booking: the reservation number(s), their status, the warnings, and where to go next. After a change
 * (`changed`, the trip as it was): what is now due or refundable.
 */
export function BookingDone({
  result,
  changed,
  onBookAnother,
}: {
  result: BookingResult;
  changed?: BookedTrip | undefined;
  onBookAnother: () => void;
}) {
  const { can, user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { reservation, returnReservation } = result;
  const requested = result.requested === true;
  // A request's own warning says what the sentence above says.
  const warnings = requested ? result.warnings.filter((w) => w !== BOOKING_REQUEST_WORDS.warning) : result.warnings;
  const numbers = [reservation.number, returnReservation?.number].filter(Boolean).join(' and ');
  const total = fromCents(toCents(reservation.amount ?? 0) + toCents(returnReservation?.amount ?? 0));
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity={requested ? 'info' : 'success'}>
        <AlertTitle component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {changed ? 'Changes saved' : requested ? BOOKING_REQUEST_WORDS.title : 'Booked'}: {numbers}
        </AlertTitle>
        {changed
          ? balanceOf(result.previousTotal ?? changed.total, total, changed.transactionId !== null).message
          : bookedSentence(reservation, requested)}
      </Alert>
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
      <Booked reservation={reservation} title={returnReservation ? 'Outbound' : 'Reservation'} />
      {returnReservation && <Booked reservation={returnReservation} title="Return" />}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Button variant="contained" onClick={onBookAnother}>
          Book another trip
        </Button>
        {can('reservations:view') && (
          <Button component={Link} to="/reservations" variant="outlined">
            Reservations
          </Button>
        )}
        {user && !can('reservations:view') && (
          <Button component={Link} to={`/users/${user.id}/user-reservations`} variant="outlined">
            My reservations
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
