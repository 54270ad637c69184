import { BOOKABLE_SERVICE_LABELS, type BookableService, isOneOf } from '@livery/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useBookableServices } from '../api/get-bookable-services';
import { useWizardField } from '../wizard/use-wizard-field';
import type { WizardState } from '../wizard/wizard-state';
import { WizardTextField } from './wizard-text-field';

/**
 * What is booked (decision 092), when the card in force at the pickup sells more than transfers: a transfer, hourly
 * work (its hours and minutes), or seats on a shared ride. A service the date no longer offers stays shown, so the
 * server's refusal has a field to sit on.
 */
export function ServiceField() {
  const date = useWatch<WizardState, 'trip.pickUpDate'>({ name: 'trip.pickUpDate' });
  const time = useWatch<WizardState, 'trip.pickUpTime'>({ name: 'trip.pickUpTime' });
  const offered = useBookableServices(date && time ? `${date}T${time}` : null);
  const { field, error } = useWizardField('trip.service');
  const chosen: BookableService = field.value ?? 'transfer';
  const services = offered.includes(chosen) ? offered : [...offered, chosen];
  if (services.length < 2) return null;
  return (
    <Stack sx={{ gap: 2 }}>
      <FormControl error={Boolean(error)}>
        <FormLabel id="service-label">Service</FormLabel>
        <RadioGroup
          row
          aria-labelledby="service-label"
          name={field.name}
          value={chosen}
          onChange={(_, v) => isOneOf(services, v) && field.onChange(v)}
        >
          {services.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={BOOKABLE_SERVICE_LABELS[s]} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {chosen === 'hourly' && (
        <Stack component="fieldset" direction="row" sx={{ gap: 2, border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
            How long the car is booked for
          </Typography>
          <WizardTextField
            name="trip.durationHours"
            label="Hours"
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 168, step: 1 } }}
          />
          <WizardTextField
            name="trip.durationMinutes"
            label="Minutes"
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 59, step: 1 } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
