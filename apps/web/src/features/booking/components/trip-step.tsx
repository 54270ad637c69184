import { isOneOf, TRIP_TYPE_LABELS, TRIP_TYPES, MAX_PASSENGERS, type TripType } from '@livery/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useFormContext, useWatch } from 'react-hook-form';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { useWizardField } from '../wizard/use-wizard-field';
import { airportEndOf, withTripType, type WizardState } from '../wizard/wizard-state';
import { AirportPicker } from './airport-picker';
import { PlaceInput } from './place-input';
import { StopsEditor } from './stops-editor';
import { WizardTextField } from './wizard-text-field';

export interface TripStepProps {
  mayPointToPoint: boolean;
  /** Staff (`maySetMiles`): the miles by hand, for an address that cannot be placed or to override the measure. */
  mayEnterMiles: boolean;
}

function TripTypeField({ mayPointToPoint }: { mayPointToPoint: boolean }) {
  const { getValues, setValue, clearErrors } = useFormContext<WizardState>();
  const tripType = useWatch<WizardState, 'trip.tripType'>({ name: 'trip.tripType' });
  const types = TRIP_TYPES.filter((t) => t !== 'point-to-point' || mayPointToPoint || tripType === t);
  const change = (next: TripType) => {
    setValue('trip', withTripType(getValues('trip'), next));
    clearErrors(['trip.pickUp', 'trip.dropOff']);
  };
  return (
    <FormControl>
      <FormLabel id="trip-type-label">Trip type</FormLabel>
      <RadioGroup
        row
        aria-labelledby="trip-type-label"
        value={tripType}
        onChange={(_, v) => isOneOf(types, v) && change(v)}
      >
        {types.map((t) => (
          <FormControlLabel key={t} value={t} control={<Radio />} label={TRIP_TYPE_LABELS[t]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function TripEnd({ end }: { end: 'pickUp' | 'dropOff' }) {
  const tripType = useWatch<WizardState, 'trip.tripType'>({ name: 'trip.tripType' });
  const { field, error } = useWizardField(`trip.${end}`);
  const value = field.value;
  const label = end === 'pickUp' ? 'Pickup' : 'Drop-off';
  if (airportEndOf(tripType) === end)
    return <AirportPicker end={label} name={field.name} value={value} onChange={field.onChange} error={error} />;
  return (
    <PlaceInput
      label={`${label} address`}
      name={field.name}
      value={value}
      onChange={field.onChange}
      error={error}
      inputRef={field.ref}
    />
  );
}

function DateInput({ name, label }: { name: 'trip.pickUpDate' | 'trip.returnDate'; label: string }) {
  const { field, error } = useWizardField(name);
  return (
    <IsoDateInput
      name={field.name}
      inputRef={field.ref}
      label={label}
      required
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? 'Year-month-day'}
    />
  );
}

const timeProps = { type: 'time', required: true, slotProps: { inputLabel: { shrink: true } } } as const;

function RoundTripFields({ mayEnterMiles }: { mayEnterMiles: boolean }) {
  const { field } = useWizardField('trip.isRoundTrip');
  return (
    <Stack sx={{ gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} name={field.name} />}
        label="Round trip (we pick you up again where we dropped you off)"
      />
      {field.value && (
        <Stack
          component="section"
          aria-label="Return"
          sx={{ gap: 2, pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <DateInput name="trip.returnDate" label="Return date" />
            <WizardTextField name="trip.returnTime" label="Return time" helperText="Hours and minutes" {...timeProps} />
          </Stack>
          <StopsEditor name="trip.returnStops" title="Return stops" addLabel="Add a return stop" />
          {mayEnterMiles && (
            <WizardTextField
              name="trip.returnMiles"
              label="Return miles (optional)"
              type="number"
              helperText="Leave empty to measure the return from its addresses"
              slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Step 1: where from, where to, the stops, when, how many, and the way back. */
export function TripStep({ mayPointToPoint, mayEnterMiles }: TripStepProps) {
  return (
    <Stack sx={{ gap: 3 }}>
      <TripTypeField mayPointToPoint={mayPointToPoint} />
      <TripEnd end="pickUp" />
      <StopsEditor name="trip.stops" title="Extra stops" addLabel="Add a stop" />
      <TripEnd end="dropOff" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <DateInput name="trip.pickUpDate" label="Pickup date" />
        <WizardTextField name="trip.pickUpTime" label="Pickup time" helperText="Hours and minutes" {...timeProps} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <WizardTextField
          name="trip.passengers"
          label="Passengers"
          type="number"
          numeric
          required
          slotProps={{ htmlInput: { min: 1, max: MAX_PASSENGERS, step: 1 } }}
        />
        {mayEnterMiles && (
          <WizardTextField
            name="trip.miles"
            label="Miles (optional)"
            type="number"
            helperText="Leave empty to measure the trip from its addresses; needed when an address cannot be placed"
            slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
          />
        )}
      </Stack>
      <RoundTripFields mayEnterMiles={mayEnterMiles} />
    </Stack>
  );
}
