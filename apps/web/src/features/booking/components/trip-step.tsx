import {
  endLabel,
  isOneOf,
  isVisitorField,
  TRIP_END_FIELDS,
  TRIP_STEP_PARTS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
  type TripEnd,
  type TripStepField,
  type TripStepPart,
  type TripType,
} from '@livery/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useContext } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BusinessTimeInput } from '../../../components/ui/business-time-input';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { useBusinessDate } from '../../../lib/use-business-date';
import { TripStartTimes } from '../wizard/trip-start';
import { useWizardField } from '../wizard/use-wizard-field';
import { airportEndOf, withTripType, type WizardState } from '../wizard/wizard-state';
import { AirportPicker } from './airport-picker';
import { PlaceInput } from './place-input';
import { ServiceField } from './service-field';
import { StopsEditor } from './stops-editor';
import { WizardTextField } from './wizard-text-field';

export interface TripStepProps {
  mayPointToPoint: boolean;
  /** Staff (`maySetMiles`): the miles by hand, for an address that cannot be placed or to override the measure. */
  mayEnterMiles: boolean;
}

function TripTypeField({ legend, mayPointToPoint }: { legend: string; mayPointToPoint: boolean }) {
  const { getValues, setValue, clearErrors } = useFormContext<WizardState>();
  const tripType = useWatch<WizardState, 'trip.tripType'>({ name: 'trip.tripType' });
  const types = TRIP_TYPES.filter((t) => t !== 'point-to-point' || mayPointToPoint || tripType === t);
  const change = (next: TripType) => {
    setValue('trip', withTripType(getValues('trip'), next));
    clearErrors(['trip.pickUp', 'trip.dropOff']);
  };
  return (
    <FormControl>
      <FormLabel id="trip-type-label">{legend}</FormLabel>
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

/** The airport end (its airport, then its terminal) or an address, as the trip type makes it. */
function TripEndField({ end }: { end: TripEnd }) {
  const tripType = useWatch<WizardState, 'trip.tripType'>({ name: 'trip.tripType' });
  const optional = useWatch<WizardState, 'trip.service'>({ name: 'trip.service' }) === 'hourly' && end === 'dropOff';
  const { field, error } = useWizardField(`trip.${end}`);
  const value = field.value;
  if (airportEndOf(tripType) === end)
    return <AirportPicker end={end} name={field.name} value={value} onChange={field.onChange} error={error} />;
  return (
    <PlaceInput
      label={`${endLabel(end, TRIP_END_FIELDS.address.what)}${optional ? ' (optional)' : ''}`}
      optional={optional}
      name={field.name}
      value={value}
      onChange={field.onChange}
      error={error}
      inputRef={field.ref}
    />
  );
}

/** The wizard keeps each of these fields under `trip.`, by the name the server's form sends it with. */
const pathOf = (field: TripStepField) => `trip.${field.key}` as const;

function DateInput({ field: spec }: { field: TripStepField }) {
  const { field, error } = useWizardField(pathOf(spec));
  return (
    <IsoDateInput
      name={field.name}
      inputRef={field.ref}
      label={spec.label}
      required={spec.required}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? spec.format}
    />
  );
}

/**
 * A time on the business's clock (decision 089), kept `HH:MM` once it reads as one; a time the server's first step
 * sent that reads as none is shown as typed, with how to type it.
 */
function TimeInput({ field: spec }: { field: TripStepField }) {
  const { field, error } = useWizardField(pathOf(spec));
  const { timeFormat } = useBusinessDate();
  const typedTimes = useContext(TripStartTimes);
  const typed = spec.key === 'pickUpTime' || spec.key === 'returnTime' ? typedTimes[spec.key] : undefined;
  return (
    <BusinessTimeInput
      name={field.name}
      inputRef={field.ref}
      label={spec.label}
      subject={`the ${spec.label.toLowerCase()}`}
      required={spec.required}
      timeFormat={timeFormat}
      typed={typed}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

function StepField({ field }: { field: TripStepField }) {
  if (field.type === 'date') return <DateInput field={field} />;
  if (field.type === 'time') return <TimeInput field={field} />;
  const { min, max, step } = field;
  return (
    <WizardTextField
      name={pathOf(field)}
      label={field.label}
      type={field.type}
      required={field.required}
      helperText={field.helper}
      // The passengers are kept as a number; staff's miles as typed.
      numeric={field.key === 'passengers'}
      slotProps={{ htmlInput: { min, max, step } }}
    />
  );
}

interface PartProps {
  part: TripStepPart;
  mayPointToPoint: boolean;
  mayEnterMiles: boolean;
}

function RoundTripFields({ part, ...rest }: PartProps & { part: Extract<TripStepPart, { kind: 'round-trip' }> }) {
  const { field } = useWizardField(`trip.${part.key}`);
  // Hourly work has no way back: its time is booked in hours (decision 092).
  if (useWatch<WizardState, 'trip.service'>({ name: 'trip.service' }) === 'hourly') return null;
  return (
    <Stack sx={{ gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} name={field.name} />}
        label={part.label}
      />
      {field.value && (
        <Stack
          component="section"
          aria-label={part.section}
          sx={{ gap: 2, pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}
        >
          {part.parts.map((inner, i) => (
            <StepPart key={i} part={inner} {...rest} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One part of the domain's step 1 (`TRIP_STEP_PARTS`), which the visitor's first form from the server draws too. */
function StepPart({ part, mayPointToPoint, mayEnterMiles }: PartProps) {
  switch (part.kind) {
    case 'trip-type':
      return (
        <>
          <TripTypeField legend={part.legend} mayPointToPoint={mayPointToPoint} />
          <ServiceField />
        </>
      );
    case 'end':
      return <TripEndField end={part.end} />;
    case 'stops':
      return <StopsEditor name={`trip.${part.key}`} title={part.title} addLabel={part.add} />;
    case 'row': {
      const fields = part.fields.filter((field) => mayEnterMiles || isVisitorField(field));
      if (fields.length === 0) return null;
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          {fields.map((field) => (
            <StepField key={field.key} field={field} />
          ))}
        </Stack>
      );
    }
    case 'round-trip':
      return <RoundTripFields part={part} mayPointToPoint={mayPointToPoint} mayEnterMiles={mayEnterMiles} />;
  }
}

/** Step 1: where from, the stops, where to, when, how many, and the way back (decision 076: one description). */
export function TripStep({ mayPointToPoint, mayEnterMiles }: TripStepProps) {
  return (
    <Stack sx={{ gap: 3 }}>
      {TRIP_STEP_PARTS.map((part, i) => (
        <StepPart key={i} part={part} mayPointToPoint={mayPointToPoint} mayEnterMiles={mayEnterMiles} />
      ))}
    </Stack>
  );
}
