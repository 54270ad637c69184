import {
  DRIVER_MESSAGES,
  type AssignableDriver,
  type DriverSlot,
  type DriverSlotAssignment,
  type ReservationDetails,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { assignableDriversQueryOptions } from '../api/assignable-drivers';
import { AssignQuestionDialog } from './assign-question-dialog';
import { pickUpWithWeekday } from './reservation-columns';
import { useAssignQuestion, type AssignQuestion } from './use-assign-question';

const NONE = '';

/** The warning beside a chosen driver: their other trips that conflict with this one. */
const conflictText = (driver: AssignableDriver | undefined) =>
  driver && driver.conflicts.length > 0
    ? `Also drives ${driver.conflicts.map((t) => `${t.number} at ${pickUpWithWeekday(t.pickUpDateTime)}`).join(', ')}`
    : undefined;

/**
 * The drivers offered for a slot: the list, and the slot's own driver when the list no longer holds them (the driver
 * role withdrawn): a select whose value is not among its options shows empty, as if the slot had no driver.
 */
function optionsFor(list: readonly AssignableDriver[], slot: DriverSlot): readonly AssignableDriver[] {
  if (slot.driverId === null || list.some((d) => d.id === slot.driverId)) return list;
  const own = {
    id: slot.driverId,
    fullName: slot.driverName ?? `Driver ${slot.driverId}`,
    phoneNumber: null,
    phoneType: null,
    conflicts: [],
  };
  return [own, ...list];
}

/**
 * What to ask before saving (issue 38 item 14): each driver put on the trip whose other trips conflict with it, as
 * the server would refuse them (drivers already on it were asked when they were put on).
 */
function questionOf(
  trip: ReservationDetails,
  changed: readonly DriverSlotAssignment[],
  drivers: readonly AssignableDriver[],
): AssignQuestion {
  const already = new Set(trip.cars.flatMap((car) => car.slots.map((slot) => slot.driverId)));
  const joining = drivers.filter((d) => !already.has(d.id) && changed.some((s) => s.driverId === d.id));
  const conflicting = joining.filter((d) => d.conflicts.length > 0);
  const reasons = conflicting.map((d) =>
    DRIVER_MESSAGES.conflict({ driverName: d.fullName, trips: d.conflicts }, trip.number),
  );
  const names = (conflicting.length > 0 ? conflicting : joining).map((d) => d.fullName).join(' and ');
  return {
    input: { id: trip.id, number: trip.number, version: trip.version, slots: [...changed] },
    title: names ? `Assign ${names} to ${trip.number} anyway?` : `Save the drivers of ${trip.number} anyway?`,
    reasons,
    acknowledge: reasons.length > 0,
  };
}

/**
 * SPEC §2's Assign driver: a driver per car of the trip, those already assigned chosen (pre-ticked); a driver whose
 * other trips conflict is offered with a warning, and asked about before saving. Saving sends only the slots changed.
 */
export function AssignDriversDialog({
  reservation,
  onClose,
}: {
  reservation: ReservationDetails | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const open = reservation !== null;
  // The trip as the dialog opened it: a live refresh while the person chooses must not swap the slots (rewritten by
  // a change of the trip) from under their choices, which would then be dropped without a word; saving at the
  // version opened answers a 409 instead, shown here.
  const [opened, setOpened] = useState(reservation);
  if (reservation?.id !== opened?.id) setOpened(reservation);
  const trip = opened ?? reservation;
  const drivers = useQuery({ ...assignableDriversQueryOptions(trip?.id ?? 0), enabled: open });
  const slots = trip?.cars.flatMap((car) => car.slots.map((slot) => ({ car, slot }))) ?? [];
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const valueOf = (slotId: number, current: number | null) =>
    chosen[slotId] ?? (current === null ? NONE : String(current));

  // The server's refusal stays in the dialog (a toast behind a modal dialog is hidden from screen readers).
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setChosen({});
    setRefusal(null);
    onClose();
  };
  const assign = useAssignQuestion(close);
  const save = async () => {
    if (!trip) return;
    const changed: DriverSlotAssignment[] = slots.flatMap(({ slot }) => {
      const value = valueOf(slot.id, slot.driverId);
      const driverId = value === NONE ? null : Number(value);
      return driverId === slot.driverId ? [] : [{ slotId: slot.id, driverId }];
    });
    if (changed.length === 0) return close();
    setRefusal(null);
    try {
      await assign.assignOrAsk(questionOf(trip, changed, drivers.data ?? []));
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Assign drivers to {trip?.number}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {drivers.isError && <Alert severity="error">{drivers.error.message}</Alert>}
          {slots.map(({ car, slot }) => {
            const value = valueOf(slot.id, slot.driverId);
            const driver = drivers.data?.find((d) => String(d.id) === value);
            const warning = conflictText(driver);
            return (
              <TextField
                key={slot.id}
                select
                label={`${car.name}${car.count > 1 ? ` #${slot.slot}` : ''}`}
                value={drivers.data ? value : NONE}
                disabled={!drivers.data}
                onChange={(event) => setChosen((previous) => ({ ...previous, [slot.id]: event.target.value }))}
                helperText={warning ?? (drivers.isPending ? 'Loading the drivers…' : ' ')}
              >
                <MenuItem value={NONE}>No driver</MenuItem>
                {optionsFor(drivers.data ?? [], slot).map((option) => (
                  <MenuItem key={option.id} value={String(option.id)}>
                    {option.fullName}
                    {option.conflicts.length > 0 ? ' (another trip at the same time)' : ''}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        <Button variant="contained" onClick={() => void save()} loading={assign.isPending} disabled={!drivers.data}>
          Save drivers
        </Button>
      </DialogActions>
      <AssignQuestionDialog question={assign.question} onConfirm={assign.confirm} onClose={assign.dismiss} />
    </Dialog>
  );
}
