import type { OpenQuoteOffer } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { PaypalPayment, usePaypalConfig } from '../../booking';
import { openQuotePaypalOrder, useAcceptQuote } from '../api/open-quote';

const MESSAGES = {
  cancelled: 'PayPal was closed without paying; nothing was booked. The quote is still open.',
  failed: 'PayPal could not take the payment, and nothing was booked. Please try again.',
};

/** What Accept does, said before it is pressed. */
const HOW: Record<OpenQuoteOffer['acceptMode'], string> = {
  paypal: 'Accept by paying the total with PayPal: the trip is booked at this price as soon as the payment is made.',
  unpaid: 'Accept to book the trip at this price. Nothing is charged now: the office tells you how to pay.',
  request:
    'Accept to send the booking to the office at this price. Nothing is charged now: the office confirms the trip.',
};

/**
 * Accept (decision 090): PayPal's buttons when Accept pays online, else one button. A refusal (already accepted,
 * expired, the payment declined) is said above the buttons, and the quote is read again.
 */
export function QuoteAccept({ token, offer }: { token: string; offer: OpenQuoteOffer }) {
  const accept = useAcceptQuote(token);
  const config = usePaypalConfig();
  const [error, setError] = useState<string | null>(null);
  const [sdkFailed, setSdkFailed] = useState(false);
  const paypal =
    config.data?.available && config.data.clientId ? { ...config.data, clientId: config.data.clientId } : null;
  const send = async (orderId?: string) => {
    setError(null);
    try {
      await accept.mutateAsync(orderId ? { orderId } : {});
    } catch (refusal) {
      setError(errorMessage(refusal));
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2">{HOW[offer.acceptMode]}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {offer.acceptMode !== 'paypal' ? (
        <Button variant="contained" size="large" onClick={() => void send()} loading={accept.isPending}>
          Accept and book
        </Button>
      ) : config.isPending ? (
        <Typography variant="body2" role="status">
          Loading the payment options…
        </Typography>
      ) : !paypal || sdkFailed ? (
        <Alert severity="info">
          Payment online is unavailable at the moment. Please call the office to accept this quote.
        </Alert>
      ) : (
        <PaypalPayment
          config={paypal}
          disabled={accept.isPending}
          messages={MESSAGES}
          onCreateOrder={async () => {
            try {
              return await openQuotePaypalOrder(token);
            } catch (refusal) {
              setError(errorMessage(refusal));
              return null;
            }
          }}
          onApprove={(orderId) => send(orderId)}
          onError={setError}
          onUnavailable={() => setSdkFailed(true)}
        />
      )}
    </Stack>
  );
}
