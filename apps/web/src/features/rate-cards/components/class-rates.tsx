import { HOURLY_INCREMENTS } from '@livery/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CardForm } from './card-form';
import { BoxRow, CardBox, CardFlag, CardSection } from './card-fields';

const INCREMENT_OPTIONS = HOURLY_INCREMENTS.map((minutes) => ({ value: String(minutes), label: `${minutes} min` }));

/** One car class's rates, each kind with its switch: a kind switched off is not sold for the class. */
export function ClassRates({ index }: { index: number }) {
  const { control } = useFormContext<CardForm>();
  const carClass = useWatch({ control, name: `classes.${index}` });
  const at = `classes.${index}` as const;
  return (
    <CardSection title={`Car class: ${carClass.name}`}>
      <Stack>
        <CardFlag name={`${at}.transferOn`} label="Transfer (by the mile)" />
        {carClass.transferOn && (
          <BoxRow>
            <CardBox name={`${at}.transfer.toMultiply`} label="Rate per mile" unit="$" numeric />
            <CardBox name={`${at}.transfer.toAdd`} label="Amount to add" unit="$" numeric />
            <CardBox name={`${at}.transfer.minimumRate`} label="Minimum rate" unit="$" numeric />
          </BoxRow>
        )}
      </Stack>
      <Stack sx={{ gap: 2 }}>
        <CardFlag name={`${at}.hourlyOn`} label="Hourly" />
        {carClass.hourlyOn && (
          <>
            <BoxRow>
              <CardBox name={`${at}.hourly.perHour`} label="Rate an hour" unit="$" numeric />
              <CardBox name={`${at}.hourly.minimumHours`} label="Minimum hours" unit="h" numeric />
              <CardBox name={`${at}.hourly.incrementMinutes`} label="Billing increment" options={INCREMENT_OPTIONS} />
            </BoxRow>
            <BoxRow>
              <CardBox name={`${at}.hourly.garageMinutesBefore`} label="Garage time before" unit="min" numeric />
              <CardBox name={`${at}.hourly.garageMinutesAfter`} label="Garage time after" unit="min" numeric />
            </BoxRow>
            <CardFlag name={`${at}.hourly.billGarage`} label="Bill garage time" />
          </>
        )}
      </Stack>
      <Stack>
        <CardFlag name={`${at}.perSeatOn`} label="Per seat" />
        {carClass.perSeatOn && (
          <BoxRow>
            <CardBox name={`${at}.perSeat.perSeat`} label="Seat price" unit="$" numeric />
            <CardBox name={`${at}.perSeat.seats`} label="Seats offered" numeric />
          </BoxRow>
        )}
      </Stack>
      <Stack>
        <CardFlag name={`${at}.waitOn`} label="Wait time" />
        {carClass.waitOn && (
          <BoxRow>
            <CardBox name={`${at}.wait.perMinute`} label="Wait rate a minute" unit="$" numeric />
          </BoxRow>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Car {carClass.carId}: the class's name comes from its car.
      </Typography>
    </CardSection>
  );
}
