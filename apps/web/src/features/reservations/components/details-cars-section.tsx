/**
 * The reservation details' "Cars and drivers" section: one row per car slot with its driver, share and payout, and
 * the day of the trip: its progress and the times reached (issue 24).
 */
import {
  extrasSummary,
  formatBusinessDateTime,
  formatMoney,
  mayReviewExtras,
  PROGRESS_LABELS,
  type DriverSlot,
  type ReservationDetails,
} from '@livery/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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

/** A driver's extras under their name (issue 24): what they reported, and Approve / Decline while it waits. */
function SlotExtrasLine({ reservation, slot }: { reservation: ReservationDetails; slot: DriverSlot }) {
  const { user } = useSession();
  const review = useReviewSlotExtras();
  const { extras } = slot;
  if (!extras) return null;
  const act = (approve: boolean) =>
    review.mutate({
      id: reservation.id,
      number: reservation.number,
      version: reservation.version,
      slotId: slot.id,
      approve,
    });
  return (
    <Box component="span" sx={{ display: 'block', typography: 'body2', mt: 0.5 }}>
      Extras ({extras.state}): {extrasSummary(extras)}, {formatMoney(extras.amount)}
      {extras.state === 'submitted' && mayReviewExtras(user) && (
        <Box component="span" sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" disabled={review.isPending} onClick={() => act(true)}>
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
                    <SlotExtrasLine reservation={r} slot={slot} />
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
