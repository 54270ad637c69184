import { formatMoney, type Quote } from '@livery/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePaypalConfig } from '../api/paypal';
import type { LiveQuote } from '../wizard/use-live-quote';
import { PaypalPayment } from './paypal-payment';
import { QuoteBreakdown } from './quote-breakdown';

export interface PaymentStepProps {
  live: LiveQuote;
  mayBookWithoutPayment: boolean;
  isBooking: boolean;
  /** The total the person saw before the server answered that the price changed. */
  priceChangedFrom: number | null;
  /** A refusal of the booking (not about a field of an earlier step). */
  bookingError: string | null;
  /** Books as unpaid (`reservations:create-without-payment`). */
  onBook: () => void;
  /** PayPal's `createOrder`: the order id, or null when there is none (the reason is shown). */
  onCreatePaypalOrder: () => Promise<string | null>;
  /** PayPal's `onApprove`: books the trip paid by the order. */
  onPaidByPaypal: (orderId: string) => Promise<void>;
  /** A failure inside PayPal's buttons, shown as the booking error (null clears it). */
  onPaymentError: (message: string | null) => void;
}

/** A 409's new price, to confirm by sending again ("book again", "save again"). */
export function PriceChanged({ from, quote, action = 'book' }: { from: number; quote: Quote; action?: string }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>The price changed</AlertTitle>
      It was {formatMoney(from)} and is now {formatMoney(quote.total)} (a rate, surge or code changed since you saw it).
      Check the new breakdown and {action} again to accept it.
    </Alert>
  );
}

/**
 * Step 5: payment. PayPal's buttons when the server has PayPal and its JS SDK loads (decision 040); otherwise the
 * step says payment is unavailable. Staff with `reservations:create-without-payment` may book the trip as unpaid
 * either way. A 409 from the server (the price changed) shows the new breakdown to confirm.
 */
export function PaymentStep({
  live,
  mayBookWithoutPayment,
  isBooking,
  priceChangedFrom,
  bookingError,
  onBook,
  onCreatePaypalOrder,
  onPaidByPaypal,
  onPaymentError,
}: PaymentStepProps) {
  const { quote } = live;
  const config = usePaypalConfig();
  const [sdkFailed, setSdkFailed] = useState(false);
  const paypal =
    config.data?.available && config.data.clientId ? { ...config.data, clientId: config.data.clientId } : null;
  const unavailable = !config.isPending && (!paypal || sdkFailed);
  return (
    <Stack sx={{ gap: 3 }}>
      {config.isPending && (
        <Typography variant="body2" role="status">
          Loading the payment options…
        </Typography>
      )}
      {unavailable && (
        <Alert severity="info">Payment by PayPal is unavailable at the moment: PayPal could not be reached.</Alert>
      )}
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
      {paypal && !sdkFailed && (
        <Paper variant="outlined" component="section" aria-labelledby="payment-paypal-heading" sx={{ p: 2 }}>
          <Typography id="payment-paypal-heading" variant="h6" component="h2" gutterBottom>
            Pay with PayPal
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {quote ? `${formatMoney(quote.total)} is charged` : 'The total is charged'} when you approve the payment in
            PayPal; the trip is then booked.
          </Typography>
          <PaypalPayment
            config={paypal}
            disabled={isBooking || !live.isCurrent}
            onCreateOrder={onCreatePaypalOrder}
            onApprove={onPaidByPaypal}
            onError={onPaymentError}
            onUnavailable={() => setSdkFailed(true)}
          />
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
        unavailable && <Alert severity="info">Please call the office to pay and confirm this booking.</Alert>
      )}
    </Stack>
  );
}
