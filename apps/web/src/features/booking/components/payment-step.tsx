import { formatMoney, type Quote } from '@livery/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePublicConfiguration } from '../../../lib/public-configuration';
import { usePaypalConfig } from '../api/paypal-config';
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
  /** Sends the booking as a request the office confirms, while the server takes no payment online (decision 055). */
  onSendRequest: () => void;
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

/** The office's number from the configuration (`home.contactNumber`), as a link a phone dials. */
function CallTheOffice({ lead }: { lead: string }) {
  const number = usePublicConfiguration().data?.home.contactNumber.trim();
  if (!number) return <>{lead} the office.</>;
  return (
    <>
      {lead} the office at <Link href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</Link>.
    </>
  );
}

/**
 * What a customer can do when payment online is unavailable (decision 055): when the server takes no payment online,
 * send the booking as a request the office confirms (booked unpaid, the office told); when only PayPal's script
 * failed to load, try again. Either way, the office's number to call.
 */
function PaymentUnavailable({
  serverHasPaypal,
  mayBookWithoutPayment,
  disabled,
  isBooking,
  onSendRequest,
  onRetry,
}: {
  serverHasPaypal: boolean;
  mayBookWithoutPayment: boolean;
  disabled: boolean;
  isBooking: boolean;
  onSendRequest: () => void;
  onRetry: () => void;
}) {
  return (
    <Alert severity="info">
      <AlertTitle component="h2">
        {serverHasPaypal ? 'PayPal could not be loaded' : 'Payment online is unavailable'}
      </AlertTitle>
      {mayBookWithoutPayment ? (
        <Typography variant="body2">Book it without payment below; the payment is recorded later.</Typography>
      ) : serverHasPaypal ? (
        <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Typography variant="body2">
            Check your connection and try again, or <CallTheOffice lead="call" />
          </Typography>
          <Button variant="outlined" size="small" onClick={onRetry}>
            Try PayPal again
          </Button>
        </Stack>
      ) : (
        <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
          <Typography variant="body2">
            Send this booking as a request: nothing is paid now, and the office confirms the trip with you and how to
            pay. Or <CallTheOffice lead="call" />
          </Typography>
          <Button variant="contained" onClick={onSendRequest} disabled={disabled}>
            {isBooking ? 'Sending…' : 'Send booking request'}
          </Button>
        </Stack>
      )}
    </Alert>
  );
}

/**
 * Step 5: payment. PayPal's buttons when the server has PayPal and its JS SDK loads (decision 040); otherwise what
 * can be done instead (`PaymentUnavailable`). Staff with `reservations:create-without-payment` may book the trip as
 * unpaid either way. A 409 from the server (the price changed) shows the new breakdown to confirm.
 */
export function PaymentStep({
  live,
  mayBookWithoutPayment,
  isBooking,
  priceChangedFrom,
  bookingError,
  onBook,
  onSendRequest,
  onCreatePaypalOrder,
  onPaidByPaypal,
  onPaymentError,
}: PaymentStepProps) {
  const { quote } = live;
  const config = usePaypalConfig();
  const [sdkFailed, setSdkFailed] = useState(false);
  // Each try loads PayPal's script afresh.
  const [attempt, setAttempt] = useState(0);
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
        <PaymentUnavailable
          serverHasPaypal={paypal !== null}
          mayBookWithoutPayment={mayBookWithoutPayment}
          disabled={isBooking || !live.isCurrent}
          isBooking={isBooking}
          onSendRequest={onSendRequest}
          onRetry={() => {
            setSdkFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
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
            key={attempt}
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
      ) : null}
    </Stack>
  );
}
