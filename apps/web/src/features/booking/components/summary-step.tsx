import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveQuote } from '../wizard/use-live-quote';
import { useWizardField } from '../wizard/use-wizard-field';
import type { WizardState } from '../wizard/wizard-state';
import { QuoteBreakdown } from './quote-breakdown';
import { TripSummary } from './trip-summary';

/** The terms to accept, with the link to read them (the `terms` static page, seeded on the first start). */
function TermsCheckbox() {
  const { field, error } = useWizardField('termsAccepted');
  return (
    <FormControl error={Boolean(error)} required>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {/* A new tab: the trip being booked stays as it is here. */}
        <Link href="/terms" target="_blank" rel="noopener">
          Read the booking terms (opens in a new tab)
        </Link>
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(_, checked) => field.onChange(checked)}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': error ? 'terms-error' : undefined } }}
          />
        }
        label="I have checked the trip and its price, and I accept the booking terms"
      />
      {error && <FormHelperText id="terms-error">{error}</FormHelperText>}
    </FormControl>
  );
}

/** The price of the summary: the quote line by line, or why there is none. */
export function SummaryPrice({ live }: { live: LiveQuote }) {
  if (live.error) return <Alert severity="error">{live.error.message}</Alert>;
  if (!live.quote) return <Skeleton height={120} aria-hidden="true" />;
  return <QuoteBreakdown quote={live.quote} trip={live.request} />;
}

/**
 * Step 4: the trip and its price read back; the terms to accept, or in quote mode the way on ("Proceed"); on the
 * update screen the change to save.
 */
export function SummaryStep({
  state,
  live,
  isGettingAQuote,
  isUpdate = false,
}: {
  state: WizardState;
  live: LiveQuote;
  isGettingAQuote: boolean;
  /** The update screen saves the change: the terms were accepted at booking. */
  isUpdate?: boolean;
}) {
  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" component="section" aria-labelledby="summary-trip-heading" sx={{ p: 2 }}>
        <Typography id="summary-trip-heading" variant="h6" component="h2" gutterBottom>
          Your trip
        </Typography>
        <TripSummary state={state} showCustomer={!isGettingAQuote} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="summary-price-heading" sx={{ p: 2 }}>
        <Typography id="summary-price-heading" variant="h6" component="h2" gutterBottom>
          Price
        </Typography>
        <SummaryPrice live={live} />
      </Paper>
      {isUpdate ? null : isGettingAQuote ? (
        <Alert severity="info">
          This is a quote: nothing is booked yet. Proceed to give the passenger's details and book.
        </Alert>
      ) : (
        <TermsCheckbox />
      )}
    </Stack>
  );
}
