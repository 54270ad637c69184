import { mdiCardAccountDetails, mdiMessageText, mdiNavigationVariant, mdiPhone } from '@mdi/js';
import { formatMoney, navigateUrl, type DriverJobDetails, type JobPlace } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { pickUpText, StatusChip } from '../../reservations';
import { dialable, flightText } from './job-text';

/** Touch targets a thumb finds on a phone (WCAG 2.5.5's 44 px, more than the 24 px AA asks). */
const TOUCH = { minHeight: 48, minWidth: 48 } as const;

/** A titled part of the page: a landmark a screen reader lists, a card on the screen. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value, one fact of a `dl`. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5rem minmax(0, 1fr)', columnGap: 1, alignItems: 'baseline' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One address of the route and the link that starts the phone's navigation to it. */
function Place({ label, place }: { label: string; place: JobPlace }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 500 }}>
          {place.address}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        href={navigateUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Navigate to ${label.toLowerCase()}: ${place.address}`}
        startIcon={<MdiIcon path={mdiNavigationVariant} />}
        sx={{ ...TOUCH, flexShrink: 0 }}
      >
        Navigate
      </Button>
    </Box>
  );
}

function Route({ job }: { job: DriverJobDetails }) {
  const places: [string, JobPlace][] = [
    ...(job.pickUp ? [['Pickup', job.pickUp] satisfies [string, JobPlace]] : []),
    ...job.stops.map((stop, i): [string, JobPlace] => [`Stop ${i + 1}`, stop]),
    ...(job.dropOff ? [['Drop-off', job.dropOff] satisfies [string, JobPlace]] : []),
  ];
  return (
    <Section title="Route">
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {places.map(([label, place]) => (
          <Place key={label} label={label} place={place} />
        ))}
      </Box>
    </Section>
  );
}

function Passenger({ job }: { job: DriverJobDetails }) {
  const name = job.passengerName ?? 'the passenger';
  return (
    <Section title="Passenger">
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {job.passengerName ?? '—'}
      </Typography>
      {job.phoneNumber && (
        <>
          <Typography variant="body1" sx={{ mb: 1 }}>
            {job.phoneNumber}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              href={`tel:${dialable(job.phoneNumber)}`}
              aria-label={`Call ${name}`}
              startIcon={<MdiIcon path={mdiPhone} />}
              sx={{ ...TOUCH, flex: 1 }}
            >
              Call
            </Button>
            <Button
              variant="outlined"
              href={`sms:${dialable(job.phoneNumber)}`}
              aria-label={`Text ${name}`}
              startIcon={<MdiIcon path={mdiMessageText} />}
              sx={{ ...TOUCH, flex: 1 }}
            >
              Text
            </Button>
          </Stack>
        </>
      )}
      <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
        {job.service && <Fact label="Service">{job.service}</Fact>}
        <Fact label="Passengers">{job.passengers ?? '—'}</Fact>
        <Fact label="Bags checked">{job.isBagsChecked ? 'Yes' : 'No'}</Fact>
        {job.hotelName && <Fact label="Hotel">{job.hotelName}</Fact>}
      </Stack>
    </Section>
  );
}

function Arrival({ job }: { job: DriverJobDetails }) {
  const flight = flightText(job.flightNumber, job.airline);
  return (
    <Section title="Flight and meet & greet">
      <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
        <Fact label="Flight">{flight || 'None given'}</Fact>
        <Fact label="Meet & greet">{job.meetAndGreet ? 'Yes: meet the passengers inside' : 'No'}</Fact>
      </Stack>
      {job.nameSign && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Name sign
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ border: 2, borderRadius: 1, px: 2, py: 1.5, textAlign: 'center', overflowWrap: 'anywhere' }}
          >
            {job.nameSign}
          </Typography>
          <Button
            component={Link}
            to={`/jobs/${job.reservationId}/sign`}
            variant="contained"
            fullWidth
            startIcon={<MdiIcon path={mdiCardAccountDetails} />}
            sx={{ ...TOUCH, mt: 1.5 }}
          >
            Show the name sign
          </Button>
        </Box>
      )}
    </Section>
  );
}

function Cars({ job }: { job: DriverJobDetails }) {
  const several = job.cars.length > 1;
  return (
    <Section title={several ? 'Your cars and share' : 'Your car and share'}>
      <Stack component="dl" sx={{ gap: 0.5, m: 0 }}>
        {job.cars.map((car) => (
          <Fact key={car.slotId} label={`${car.carName} #${car.slot}`}>
            {formatMoney(car.driverShare)} ·{' '}
            {car.isPaid ? `paid ${car.paidAt ? pickUpText(car.paidAt).slice(0, 10) : ''}`.trim() : 'unpaid'}
          </Fact>
        ))}
        {several && <Fact label="Total">{formatMoney(job.totalShare)}</Fact>}
      </Stack>
    </Section>
  );
}

/**
 * One job as its driver works it on a phone (issue 22, decision 053): the pickup large, each address with Navigate,
 * the passenger with Call and Text, the flight, meet & greet and the sign, notes, and the car and share. One column
 * that a thumb scrolls; at a desk the same column, centred.
 */
export function JobView({
  job,
  driverName,
  steps,
  footer,
}: {
  job: DriverJobDetails;
  driverName?: string;
  /** The day of the trip's buttons and times, one part per car (issue 24). */
  steps?: ReactNode;
  footer?: ReactNode;
}) {
  const { weekday, date, time } = job.pickUpLocal;
  return (
    <Stack sx={{ gap: 2, maxWidth: 640, mx: 'auto' }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Job {job.number}
        </Typography>
        <StatusChip status={job.status} reader="driver" />
      </Stack>
      {driverName && <Typography color="text.secondary">Driven by {driverName}</Typography>}
      {job.status === 'cancelled' && (
        <Alert severity="error">This trip was cancelled: nothing is expected of you for it.</Alert>
      )}
      {steps}
      <Section title="Pickup">
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {weekday}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {time}
        </Typography>
        <Typography variant="h6" component="p">
          {date}
        </Typography>
      </Section>
      <Route job={job} />
      <Passenger job={job} />
      <Arrival job={job} />
      <Section title="Notes">
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{job.comments || 'None'}</Typography>
      </Section>
      <Cars job={job} />
      {footer}
    </Stack>
  );
}
