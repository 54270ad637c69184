/**
 * The reservation details' "Cars and drivers" section: one row per car slot with its driver, share and payout, and
 * the day of the trip: its progress and the times reached (issue 24).
 */
import {
  carWait,
  carWaitSummary,
  extrasSummary,
  formatBusinessDateTime,
  formatMoney,
  fromCents,
  mayReviewExtras,
  MAX_WAIT_MINUTES,
  PROGRESS_LABELS,
  toCents,
  type DriverSlot,
  type ReservationDetails,
  type SlotWait,
} from '@livery/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { displayClock } from '../../../lib/display-clock';
import { useSession } from '../../../lib/session';
import { useReviewSlotExtras } from '../api/review-slot-extras';
import { Section } from './details-section';
import { dateText } from '../../../lib/date-text';

/** The times of the day of the trip that the office reads (decision 058): actual pickup is the car on location. */
const TIMES: readonly { label: string; key: keyof DriverSlot['times'] }[] = [
  { label: 'Actual pick up', key: 'onLocationAt' },
  { label: 'On board', key: 'onBoardAt' },
  { label: 'Dropped off', key: 'droppedOffAt' },
];

/**
 * Under the driver's name: the car's progress and the times it has reached, one per line (nothing before a driver).
 * In the driver's cell, not a column of its own, so the table still fits a phone.
 */
function SlotTimes({ slot }: { slot: DriverSlot }) {
  if (!slot.progress) return null;
  const reached = TIMES.flatMap(({ label, key }) => {
    const at = slot.times[key];
    return at ? [`${label}: ${formatBusinessDateTime(new Date(at), displayClock())}`] : [];
  });
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {PROGRESS_LABELS[slot.progress]}
      </Box>
      {reached.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

/** The minutes typed as a correction, or null while they are not a whole number of minutes in a day. */
function typedMinutes(text: string): number | null {
  const minutes = Number(text);
  return text.trim() !== '' && Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_WAIT_MINUTES
    ? minutes
    : null;
}

/**
 * What the office's corrected minutes would bill, by the domain's one rule (`carWait`): the summary and the amount.
 * Null without the slot's terms (a car on board before decision 094 has them fixed at the review).
 */
function correctedWait(wait: SlotWait, carName: string, minutes: number) {
  if (wait.pickupKind === null || wait.graceMinutes === null || wait.perMinute === null) return null;
  const terms = {
    pickupKind: wait.pickupKind,
    graceMinutes: wait.graceMinutes,
    perMinute: toCents(wait.perMinute),
    carId: null,
    carName,
    rateCardId: null,
  };
  return { summary: carWaitSummary(terms, minutes), amount: fromCents(carWait(terms, minutes).line?.amount ?? 0) };
}

/**
 * A car's extras under its driver (issue 24, decision 094): the wait its steps measured and what it bills, the
 * office's correction when made (who, from what to what), what the driver reported; and, while they wait for review,
 * the waited minutes (correctable: a driver who tapped late) with Approve and Decline.
 */
function SlotExtrasLine({
  reservation,
  slot,
  carName,
}: {
  reservation: ReservationDetails;
  slot: DriverSlot;
  carName: string;
}) {
  const { user } = useSession();
  const review = useReviewSlotExtras();
  const fieldId = useId();
  const { extras } = slot;
  const measured = extras?.wait?.measuredMinutes ?? null;
  const [typed, setTyped] = useState(measured === null ? '' : String(measured));
  if (!extras) return null;
  const { wait } = extras;
  const reviewable =
    mayReviewExtras(user) &&
    (extras.state === 'submitted' || (extras.state === null && slot.progress === 'dropped-off'));
  const minutes = typedMinutes(typed);
  const corrected = reviewable && wait && minutes !== null && minutes !== measured;
  const preview = corrected ? correctedWait(wait, carName, minutes) : null;
  const act = (approve: boolean) =>
    review.mutate({
      id: reservation.id,
      number: reservation.number,
      version: reservation.version,
      slotId: slot.id,
      approve,
      ...(approve && corrected ? { waitedMinutes: minutes } : {}),
    });
  const reported = extrasSummary({ ...extras, wait: null });
  return (
    <Box component="span" sx={{ display: 'block', typography: 'body2', mt: 0.5 }}>
      {wait?.summary && (
        <Box component="span" sx={{ display: 'block' }}>
          {wait.summary}
          {wait.line ? ` — ${formatMoney(wait.amount)}` : ''}
        </Box>
      )}
      {wait?.correction && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          Wait corrected from {wait.correction.from ?? 0} to {wait.correction.to} min
          {wait.correction.byName ? ` by ${wait.correction.byName}` : ''}
        </Box>
      )}
      <Box component="span" sx={{ display: 'block' }}>
        Extras ({extras.state ?? 'to review'}){reported === 'nothing' ? '' : `: ${reported}`},{' '}
        {formatMoney(extras.amount)}
      </Box>
      {reviewable && (
        <Box component="span" sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {wait && (
            <TextField
              id={fieldId}
              size="small"
              type="number"
              label="Waited (minutes)"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={minutes === null}
              helperText={
                minutes === null
                  ? `Whole minutes, 0 to ${MAX_WAIT_MINUTES}`
                  : preview
                    ? `${preview.summary} — ${formatMoney(preview.amount)}`
                    : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: MAX_WAIT_MINUTES, step: 1 } }}
              sx={{ width: 200 }}
            />
          )}
          <Button
            size="small"
            variant="outlined"
            disabled={review.isPending || (wait !== null && minutes === null)}
            onClick={() => act(true)}
          >
            Approve extras
          </Button>
          <Button size="small" color="error" disabled={review.isPending} onClick={() => act(false)}>
            Decline extras
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function CarsSection({ reservation: r }: { reservation: ReservationDetails }) {
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
                  <TableCell>
                    {slot.driverName ?? 'Not assigned yet'}
                    <SlotTimes slot={slot} />
                    <SlotExtrasLine reservation={r} slot={slot} carName={car.name} />
                  </TableCell>
                  <TableCell align="right">{formatMoney(slot.driverShare)}</TableCell>
                  <TableCell>{slot.paidAt ? dateText(slot.paidAt) : 'No'}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}
