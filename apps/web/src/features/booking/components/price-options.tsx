import { GRATUITY_PERCENTAGES, isOneOf, type Quote } from '@livery/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useWizardField } from '../wizard/use-wizard-field';
import { GRATUITY_CHOICES, offersMeetAndGreet, type GratuityChoice, type WizardState } from '../wizard/wizard-state';
import { WizardTextField } from './wizard-text-field';

/** In the order offered: none first, then the percentages, then a custom amount. */
const GRATUITY_OPTIONS: readonly [GratuityChoice, string][] = [
  ['none', 'None'],
  ...GRATUITY_PERCENTAGES.map((p): [GratuityChoice, string] => [`${p}`, `${p}%`]),
  ['amount', 'Custom amount'],
];

function Gratuity({ isRoundTrip }: { isRoundTrip: boolean }) {
  const { field, error } = useWizardField('price.gratuity');
  return (
    <Stack sx={{ gap: 1 }}>
      <FormControl error={Boolean(error)}>
        <FormLabel id="gratuity-label">Gratuity</FormLabel>
        <RadioGroup
          row
          aria-labelledby="gratuity-label"
          name={field.name}
          value={field.value}
          onChange={(_, value) => isOneOf(GRATUITY_CHOICES, value) && field.onChange(value)}
        >
          {GRATUITY_OPTIONS.map(([choice, label]) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={label} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {field.value === 'amount' && (
        <WizardTextField
          name="price.gratuityAmount"
          label="Gratuity amount"
          type="number"
          required
          helperText={isRoundTrip ? 'Split in half between the two legs' : ' '}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { min: 0, step: 0.01 },
          }}
          sx={{ maxWidth: 240 }}
        />
      )}
    </Stack>
  );
}

function CheckboxField({
  name,
  label,
  helperText,
}: {
  name: 'price.meetAndGreet' | 'price.isBagsChecked';
  label: string;
  helperText?: string;
}) {
  const { field, error } = useWizardField(name);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox name={field.name} checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
        }
        label={label}
      />
      {(error ?? helperText) && <FormHelperText sx={{ mt: -0.5 }}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/** Why a code gives nothing on a leg (out of its dates, a round-trip code on a one-way trip). */
function codeNotice(quote: Quote | undefined): string | undefined {
  const refused = quote?.legs.find((leg) => leg.discountCode && !leg.discountCode.applies);
  return refused?.discountCode?.reason ?? undefined;
}

/** Step 2's options: meet & greet where someone is met at an airport, gratuity, a discount code, bags. */
export function PriceOptions({ quote }: { quote: Quote | undefined }) {
  const trip = useWatch<WizardState, 'trip'>({ name: 'trip' });
  return (
    <Stack component="section" aria-labelledby="options-heading" sx={{ gap: 2 }}>
      <Typography id="options-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        Options
      </Typography>
      {offersMeetAndGreet(trip) && (
        <CheckboxField
          name="price.meetAndGreet"
          label="Meet & greet"
          helperText="The chauffeur meets the passengers inside with a name sign"
        />
      )}
      <Gratuity isRoundTrip={trip.isRoundTrip} />
      <WizardTextField
        name="price.discountCode"
        label="Discount code (optional)"
        helperText={codeNotice(quote) ?? 'Applied as soon as it is typed'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
        sx={{ maxWidth: 360 }}
      />
      <CheckboxField
        name="price.isBagsChecked"
        label="Bags checked"
        helperText="The passengers have checked luggage to collect"
      />
    </Stack>
  );
}
