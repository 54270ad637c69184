import { mdiCancel, mdiPencil, mdiPhone } from '@mdi/js';
import { formatMoney, idInPath, telOf, type CustomerTrip } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { PageLoader } from '../../../components/ui/page-loader';
import { RouterLink } from '../../../components/ui/router-link';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { PayDueOnline, StatusChip } from '../../reservations';
import { customerTripQueryOptions } from '../api/customer-trip';
import { tripActions } from '../trip-actions';
import { pickUpLine } from './trip-text';
import { Cars, Pickup, Price, Route, Section, Travellers } from './trip-sections';

/** The cancel question (MUI's Dialog and Modal) loads when it is first asked, not with the trip (issue 38). */
const CancelTripDialog = lazy(async () => ({ default: (await import('./cancel-trip-dialog')).CancelTripDialog }));

/** Targets a thumb finds on a phone (WCAG 2.5.5's 44 px, more than AA's 24 px). */
const TOUCH = { minHeight: 48 } as const;

/** The office's number as a button that calls it. */
function CallOffice({ number, label = 'Call the office' }: { number: string; label?: string }) {
  return (
    <Button
      variant="contained"
      href={telOf(number)}
      startIcon={<MdiIcon path={mdiPhone} />}
      aria-label={`${label}: ${number}`}
      sx={{ ...TOUCH, alignSelf: 'stretch' }}
    >
      {label}: {number}
    </Button>
  );
}

/** The office's number in a sentence, as a link a phone calls (issue 38). */
function OfficeNumber({ number }: { number: string }) {
  return <MuiLink href={telOf(number)}>{number}</MuiLink>;
}

/**
 * What is due, and PayPal's buttons to pay it (decision 051) while the server offers paying online; once shown they
 * stay, to say the payment was received. Without payment online, whom to pay.
 */
function PayDue({ trip, online }: { trip: CustomerTrip; online: boolean }) {
  return (
    <Stack sx={{ gap: 1 }}>
      {trip.balanceDue > 0 && (
        <Typography variant="body1">
          <strong>{formatMoney(trip.balanceDue)}</strong> is due on this trip.
        </Typography>
      )}
      {online ? (
        <PayDueOnline reservationId={trip.id} balanceDue={trip.balanceDue} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          To pay it, call the office at <OfficeNumber number={trip.officeNumber} />.
        </Typography>
      )}
    </Stack>
  );
}

/** What the traveller may do now: pay, change, cancel — and whom to call for what they may not. */
function Actions({ trip }: { trip: CustomerTrip }) {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const actions = tripActions(trip, new Date(), user);
  // The trips list's Cancel opens the page with the question asked.
  const [cancelling, setCancelling] = useState(() => search.get('cancel') === 'true' && actions.cancel.allowed);
  const closeCancel = () => {
    setCancelling(false);
    if (search.has('cancel')) setSearch({}, { replace: true });
  };
  // Once asked, the dialog stays mounted, so it closes with its transition.
  const [wasAskedToCancel, setWasAskedToCancel] = useState(cancelling);
  if (cancelling && !wasAskedToCancel) setWasAskedToCancel(true);
  const [payOnline, setPayOnline] = useState(false);
  if (actions.pay && !payOnline) setPayOnline(true);
  const isOwing = trip.isYours && trip.balanceDue > 0 && !['cancelled', 'duplicate'].includes(trip.status);
  const items: ReactNode[] = [];
  if (payOnline || isOwing) items.push(<PayDue key="pay" trip={trip} online={payOnline} />);
  if (actions.change.allowed)
    items.push(
      <Button
        key="change"
        component={Link}
        to={`/reservation/update/${trip.id}`}
        variant="outlined"
        size="large"
        startIcon={<MdiIcon path={mdiPencil} />}
        sx={TOUCH}
      >
        Change this trip
      </Button>,
    );
  if (actions.cancel.allowed) {
    const { deadline } = trip.cancellation;
    items.push(
      <Stack key="cancel" sx={{ gap: 0.5 }}>
        <Button
          variant="outlined"
          color="error"
          size="large"
          startIcon={<MdiIcon path={mdiCancel} />}
          onClick={() => setCancelling(true)}
          sx={TOUCH}
        >
          Cancel this trip
        </Button>
        {deadline && (
          <Typography variant="body2" color="text.secondary">
            You can cancel online until {pickUpLine(deadline)}
            {trip.cancellation.feePercentage > 0 && trip.cancellation.refundNow > 0
              ? ` (a ${trip.cancellation.feePercentage}% fee is kept from a refund).`
              : '.'}
          </Typography>
        )}
      </Stack>,
    );
  }
  if (items.length === 0 && !actions.callOffice) return null;
  return (
    <Section title="What you can do">
      <Stack sx={{ gap: 2 }}>
        {items}
        {actions.callOffice && (
          <Stack sx={{ gap: 1 }}>
            {actions.callOfficeReasons.map((reason) => (
              <Alert key={reason} severity="info">
                {reason}
              </Alert>
            ))}
            <CallOffice number={trip.officeNumber} />
          </Stack>
        )}
      </Stack>
      {wasAskedToCancel && (
        <Suspense fallback={null}>
          <CancelTripDialog trip={trip} open={cancelling} onClose={closeCancel} />
        </Suspense>
      )}
    </Section>
  );
}

/** The trip, phone-first: one column of cards, centred at a desk. */
function TripView({ trip }: { trip: CustomerTrip }) {
  const { user } = useSession();
  return (
    <Stack sx={{ gap: 2, maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {trip.isReturn ? 'Return trip' : 'Trip'} {trip.number}
        </Typography>
        <StatusChip status={trip.status} reader="customer" />
      </Stack>
      {trip.linkedLeg && (
        <Typography variant="body2">
          {trip.isReturn ? 'The outbound trip is ' : 'The return trip is '}
          <RouterLink to={`/trips/${trip.linkedLeg.id}`}>{trip.linkedLeg.number}</RouterLink>
          {trip.linkedLeg.pickUpDateTime ? `, ${pickUpLine(trip.linkedLeg.pickUpDateTime)}` : ''}.
        </Typography>
      )}
      {trip.status === 'cancelled' && (
        <Alert severity="info">
          This trip is cancelled.
          {trip.refunded > 0 ? ` ${formatMoney(trip.refunded)} was refunded to the PayPal account that paid.` : ''}
        </Alert>
      )}
      <Pickup trip={trip} />
      <Actions trip={trip} />
      <Route trip={trip} />
      <Cars trip={trip} />
      <Travellers trip={trip} />
      <Price trip={trip} />
      <Typography variant="body2">
        Questions about this trip? Call the office at <OfficeNumber number={trip.officeNumber} />.
      </Typography>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', py: 1 }}>
        {user && (
          <RouterLink
            to={`/users/${user.id}/user-reservations`}
            sx={{ ...TOUCH, display: 'inline-flex', alignItems: 'center' }}
          >
            All your trips
          </RouterLink>
        )}
        <RouterLink
          to="/reservation/create?isGettingAQuote=false"
          sx={{ ...TOUCH, display: 'inline-flex', alignItems: 'center' }}
        >
          Book another trip
        </RouterLink>
      </Stack>
    </Stack>
  );
}

/**
 * `/trips/{reservationId}` (issue 22, decision 052): a customer's own trip, where their trips list and e-mails lead.
 * Someone else's trip is not found, as the server answers (404), and shows nothing of it.
 */
export function CustomerTripPage() {
  const id = idInPath(useParams()['reservationId']);
  const { user } = useSession();
  const trip = useQuery({ ...customerTripQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <NotYours />;
  if (trip.isPending) return <PageLoader label="Loading your trip" />;
  if (trip.isError) {
    if (trip.error instanceof ApiRequestError && trip.error.code === 'NOT_FOUND') return <NotYours userId={user?.id} />;
    return <Alert severity="error">{errorMessage(trip.error)}</Alert>;
  }
  return <TripView trip={trip.data} />;
}

function NotYours({ userId }: { userId?: number | undefined }) {
  return (
    <Stack sx={{ gap: 2, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Trip not found
      </Typography>
      <Alert severity="info">
        This trip was not found among yours. It may have been deleted, or booked by someone else.
      </Alert>
      {userId !== undefined && <RouterLink to={`/users/${userId}/user-reservations`}>Your trips</RouterLink>}
    </Stack>
  );
}
