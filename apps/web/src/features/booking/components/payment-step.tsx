import { formatMoney, type Quote } from '@livery/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveQuote } from '../wizard/use-live-quote';
import { QuoteBreakdown } from './quote-breakdown';

export interface PaymentStepProps {
  live: LiveQuote;
  mayBookWithoutPayment: boolean;
  isBooking: boolean;
  /** The total the person saw before the server answered that the price changed. */
  priceChangedFrom: number | null;
  /** A refusal of the booking (not about a field of an earlier step). */
  bookingError: string | null;
  onBook: () => void;
}

function PriceChanged({ from, quote }: { from: number; quote: Quote }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>The price changed</AlertTitle>
      It was {formatMoney(from)} and is now {formatMoney(quote.total)} (a rate, surge or code changed since you saw it).
      Check the new breakdown below and book again to accept it.
    </Alert>
  );
}

/**
 * Step 5: payment. Card and PayPal payment is not available yet; staff with `reservations:create-without-payment`
 * book the trip as unpaid. A 409 from the server (the price changed) shows the new breakdown to confirm.
 */
export function PaymentStep({
  live,
  mayBookWithoutPayment,
  isBooking,
  priceChangedFrom,
  bookingError,
  onBook,
}: PaymentStepProps) {
  const { quote } = live;
  return (
    <Stack sx={{ gap: 3 }}>
      <Alert severity="info">Payment by card/PayPal is not available yet.</Alert>
      {priceChangedFrom !== null && quote && <PriceChanged from={priceChangedFrom} quote={quote} />}
      {bookingError && (
        <Alert severity="error" role="alert">
          {bookingError}
        </Alert>
      )}
      {quote && (
        <Paper variant="outlined" component="section" aria-labelledby="payment-price-heading" sx={{ p: 2 }}>
          <Typography id="payment-price-heading" variant="h6" component="h2" gutterBottom>
            {priceChangedFrom !== null ? 'The new price' : 'Price'}
          </Typography>
          <QuoteBreakdown quote={quote} trip={live.request} />
        </Paper>
      )}
      {mayBookWithoutPayment ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <Button variant="contained" size="large" onClick={onBook} disabled={isBooking || !live.isCurrent}>
            {isBooking ? 'Booking…' : 'Book without payment'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            Booked as unpaid{quote ? ` at ${formatMoney(quote.total)}` : ''}; the payment is recorded later.
          </Typography>
        </Stack>
      ) : (
        <Alert severity="info">Please call the office to pay and confirm this booking.</Alert>
      )}
    </Stack>
  );
}
