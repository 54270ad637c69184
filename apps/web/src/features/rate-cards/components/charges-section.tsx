import { GRATUITY_BASES, PICKUP_KINDS, TAXABLE_KINDS } from '@livery/domain';
import { mdiDelete, mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import type { CardForm } from './card-form';
import { BoxRow, CardBox, CardChoice, CardError, CardSection, ReadOnly } from './card-fields';
import { InternationalAirports } from './international-airports';

const GRACE_LABELS = {
  local: 'Local pickup',
  'domestic-airport': 'Domestic airport',
  'international-airport': 'International airport',
} as const;
const GRATUITY_OPTIONS = GRATUITY_BASES.map((base) => ({
  value: base,
  label: base === 'base' ? 'The base lines' : 'The base and the extras',
}));

/** What is added to the base: the extras' amounts, wait grace, taxes, fees and the gratuity's base. */
export function ChargesSection() {
  const readOnly = useContext(ReadOnly);
  const { control } = useFormContext<CardForm>();
  const taxes = useFieldArray({ control, name: 'taxes' });
  const airportFees = useFieldArray({ control, name: 'fees.airports' });
  return (
    <>
      <CardSection title="Extras">
        <BoxRow>
          <CardBox name="configuration.meetAndGreet.amount" label="Meet & greet" unit="$" numeric />
          <CardBox
            name="configuration.meetAndGreet.percentage"
            label="Or meet & greet of the base"
            unit="%"
            numeric
            helperText="Used when the amount is 0"
          />
          <CardBox name="configuration.extraStopCharges.amount" label="An extra stop" unit="$" numeric />
        </BoxRow>
        <BoxRow>
          <CardBox name="configuration.maxMilesSurge.maxMiles" label="Long trip from" unit="mi" numeric />
          <CardBox name="configuration.maxMilesSurge.amount" label="Long-trip surge" unit="$" numeric />
        </BoxRow>
      </CardSection>
      <CardSection title="Wait grace">
        <BoxRow>
          {PICKUP_KINDS.map((kind) => (
            <CardBox key={kind} name={`waitGrace.${kind}`} label={GRACE_LABELS[kind]} unit="min" numeric />
          ))}
        </BoxRow>
        <InternationalAirports />
      </CardSection>
      <CardSection
        title="Taxes"
        actions={
          !readOnly && (
            <Button
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() =>
                taxes.append({
                  name: '',
                  percentage: '',
                  taxable: ['base'],
                })
              }
            >
              Add tax
            </Button>
          )
        }
      >
        {taxes.fields.length === 0 && <Typography color="text.secondary">No taxes.</Typography>}
        {taxes.fields.map((tax, i) => (
          <Paper key={tax.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <BoxRow>
                <CardBox name={`taxes.${i}.name`} label="Tax name" />
                <CardBox name={`taxes.${i}.percentage`} label="Rate" unit="%" numeric helperText="Up to 3 decimals" />
              </BoxRow>
              {!readOnly && (
                <IconButton aria-label={`Remove tax ${i + 1}`} onClick={() => taxes.remove(i)}>
                  <MdiIcon path={mdiDelete} />
                </IconButton>
              )}
            </Stack>
            <Stack component="fieldset" direction="row" sx={{ flexWrap: 'wrap', border: 0, p: 0, m: 0, mt: 1 }}>
              <Typography component="legend" variant="body2">
                Taken of
              </Typography>
              {TAXABLE_KINDS.map((kind) => (
                <CardChoice key={kind} name={`taxes.${i}.taxable`} value={kind} label={kind} />
              ))}
            </Stack>
            <CardError name={`taxes.${i}.taxable`} />
          </Paper>
        ))}
      </CardSection>
      <CardSection
        title="Fees and gratuity"
        actions={
          !readOnly && (
            <Button
              startIcon={<MdiIcon path={mdiPlus} />}
              onClick={() => airportFees.append({ airport: '', amount: '' })}
            >
              Add airport fee
            </Button>
          )
        }
      >
        <BoxRow>
          <CardBox name="fees.fuelSurcharge" label="Fuel surcharge" unit="%" numeric />
          <CardBox name="fees.serviceCharge" label="Service charge" unit="%" numeric />
          <CardBox name="gratuityBase" label="Gratuity is taken of" options={GRATUITY_OPTIONS} />
        </BoxRow>
        {airportFees.fields.map((fee, i) => (
          <Stack key={fee.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <BoxRow>
              <CardBox name={`fees.airports.${i}.airport`} label="Airport" />
              <CardBox name={`fees.airports.${i}.amount`} label="Fee a leg" unit="$" numeric />
            </BoxRow>
            {!readOnly && (
              <IconButton aria-label={`Remove airport fee ${i + 1}`} onClick={() => airportFees.remove(i)}>
                <MdiIcon path={mdiDelete} />
              </IconButton>
            )}
          </Stack>
        ))}
      </CardSection>
    </>
  );
}
