import {
  extrasSummary,
  formatMoney,
  slotExtrasRequestSchema,
  type DriverJobCar,
  type SlotExtrasRequest,
  type TripExtra,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { useReportSlotExtras } from '../api/report-slot-extras';

/** What a driver types: tolls and parking. The wait is measured from the steps (decision 094), never typed. */
type Typed = Exclude<TripExtra, 'waiting'>;
const FIELDS: Record<Typed, { name: Exclude<keyof SlotExtrasRequest, 'waitingMinutes'>; label: string }> = {
  tolls: { name: 'tolls', label: 'Tolls' },
  parking: { name: 'parking', label: 'Parking' },
};
const isTyped = (extra: TripExtra): extra is Typed => extra !== 'waiting';

const REVIEWED: Record<'approved' | 'declined', string> = {
  approved: 'The office approved your extras',
  declined: 'The office declined your extras',
};

/**
 * The extras of a car after the drop-off (issue 24): tolls and parking — those the office takes — sent for the office
 * to approve with the measured wait before they are charged; correctable until reviewed.
 */
export function CarExtras({
  reservationId,
  car,
  offered,
}: {
  reservationId: number;
  car: DriverJobCar;
  offered: readonly TripExtra[];
}) {
  const report = useReportSlotExtras(reservationId, car.slotId);
  const extras = car.extras;
  const typed = offered.filter(isTyped);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(typed.map((extra) => [FIELDS[extra].name, String(extras?.[FIELDS[extra].name] ?? '')])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (extras && extras.state !== 'submitted' && extras.state !== null)
    return (
      <Alert severity={extras.state === 'approved' ? 'success' : 'info'} sx={{ mt: 2 }}>
        {REVIEWED[extras.state]}: {extrasSummary(extras)}.
      </Alert>
    );
  if (typed.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value.trim() !== '')
        .map(([name, value]) => [name, Number(value)]),
    );
    const parsed = slotExtrasRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await report.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError ? { _: error.message, ...(error.fields ?? {}) } : { _: String(error) },
      );
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 2, gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Extras
      </Typography>
      {extras?.state === 'submitted' && (
        <Typography variant="body2">
          Sent: {extrasSummary(extras)} ({formatMoney(extras.amount)}). You may correct it until the office reviews it.
        </Typography>
      )}
      {errors['_'] && <Alert severity="error">{errors['_']}</Alert>}
      {typed.map((extra) => {
        const { name, label } = FIELDS[extra];
        return (
          <TextField
            key={name}
            name={name}
            label={label}
            type="number"
            value={values[name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            error={Boolean(errors[name])}
            helperText={errors[name]}
            slotProps={{
              htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        );
      })}
      <Button type="submit" variant="outlined" size="large" disabled={report.isPending} sx={{ minHeight: 48 }}>
        {extras?.state === 'submitted' ? 'Update extras' : 'Send extras'}
      </Button>
    </Stack>
  );
}
