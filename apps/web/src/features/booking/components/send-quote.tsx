import { QUOTE_OFFER_MESSAGES, QUOTE_VALID_DAYS, type Quote, type SentQuoteOffer } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { dateTimeText } from '../../../lib/date-text';
import { usePublicConfiguration } from '../../../lib/public-configuration';
import { PriceChanged } from './payment-step';

/** The days typed, as a whole number within the limits; null when it is not one. Empty: the configuration's. */
function daysOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const days = Number(text);
  return Number.isInteger(days) && days >= QUOTE_VALID_DAYS.min && days <= QUOTE_VALID_DAYS.max ? days : null;
}

export interface SendQuoteProps {
  /** `POST /quotes` with the trip, customer and total the summary shows: the quote sent, or null (shown here). */
  onSend: (validDays: number | undefined) => Promise<SentQuoteOffer | null>;
  isSending: boolean;
  /** The total shown before the server priced it otherwise: the new price to confirm by sending again. */
  priceChangedFrom: number | null;
  quote: Quote | null;
  /** Why the last send was refused. */
  error: string | null;
}

/**
 * The summary's "Send as quote" for staff who book for customers (issue 39, decision 090): instead of booking, the
 * trip at the price shown is e-mailed to the customer, who accepts it from the link within the days given.
 */
export function SendQuote({ onSend, isSending, priceChangedFrom, quote, error }: SendQuoteProps) {
  const configured = usePublicConfiguration().data?.quotes.validDays;
  const [typed, setTyped] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentQuoteOffer | null>(null);
  const days = typed ?? (configured === undefined ? '' : String(configured));

  const send = async () => {
    const validDays = daysOf(days);
    if (validDays === null) return setDaysError(QUOTE_OFFER_MESSAGES.validDays);
    const answer = await onSend(validDays);
    if (answer) setSent(answer);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="send-quote-heading" sx={{ p: 2, mt: 3 }}>
      <Typography id="send-quote-heading" variant="h6" component="h2" gutterBottom>
        Send as quote
      </Typography>
      {sent ? (
        <Alert severity="success" role="status">
          Quote {sent.quote.number} sent to {sent.quote.email}, valid until {dateTimeText(sent.quote.expiresAt)}.{' '}
          <RouterLink to="/quotes">See the quotes sent</RouterLink>
        </Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2">
            Nothing is booked now: the customer gets this trip and price by e-mail, and books it from the link.
          </Typography>
          {priceChangedFrom !== null && quote && (
            <PriceChanged from={priceChangedFrom} quote={quote} action="send the quote" />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              label="Valid for (days)"
              type="number"
              value={days}
              onChange={(event) => {
                setTyped(event.target.value);
                setDaysError(null);
              }}
              error={daysError !== null}
              helperText={daysError ?? `${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max}; never past the pickup`}
              slotProps={{ htmlInput: { min: QUOTE_VALID_DAYS.min, max: QUOTE_VALID_DAYS.max, step: 1 } }}
              sx={{ maxWidth: 200 }}
            />
            <Button variant="outlined" onClick={() => void send()} loading={isSending} sx={{ mt: 1 }}>
              Send as quote
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
