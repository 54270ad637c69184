import { formatMoney } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { reservationKeys } from '../../../lib/query-keys';
import { PaypalPayment, usePaypalConfig } from '../../booking';
import { capturePayDue } from '../api/capture-pay-due';
import { openPayDueOrder } from '../api/open-pay-due-order';
import type { PayDueOnlineProps } from './pay-due-online';

const MESSAGES = {
  unavailable: 'Payment online is unavailable at the moment. Please call the office to pay what is due.',
  cancelled: 'PayPal was closed without paying; nothing was charged and your trip is unchanged.',
  failed: 'PayPal could not take the payment: nothing was charged and your trip is unchanged. Please try again.',
};

/**
 * PayPal's buttons for what is due on a booked trip (decision 051), through the booking's PayPal code (the server's
 * configuration, the JS SDK from its `sdkUrl`): `createOrder` opens an order for the balance shown (a balance
 * changed meanwhile is refused and said), `onApprove` captures it and records the payment. Without PayPal on the
 * server, or when its SDK does not load, it says payment online is unavailable.
 */
export function PayDueButtons({ reservationId, balanceDue, onPaid }: PayDueOnlineProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const config = usePaypalConfig();
  const [sdkFailed, setSdkFailed] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const paypal =
    config.data?.available && config.data.clientId ? { ...config.data, clientId: config.data.clientId } : null;

  if (paid) return <Alert severity="success">Thank you: your payment was received.</Alert>;
  if (!(balanceDue > 0)) return null;
  if (config.isPending)
    return (
      <Typography variant="body2" role="status">
        Loading the payment options…
      </Typography>
    );
  if (!paypal || sdkFailed) return <Alert severity="info">{MESSAGES.unavailable}</Alert>;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Pay {formatMoney(balanceDue)} online
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What is due is charged when you approve the payment in PayPal.
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <PaypalPayment
        config={paypal}
        disabled={paying}
        messages={MESSAGES}
        onCreateOrder={async () => {
          try {
            return await openPayDueOrder(reservationId, balanceDue);
          } catch (refusal) {
            setError(errorMessage(refusal));
            // The balance may have changed: the trip is read again.
            await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
            return null;
          }
        }}
        onApprove={async (orderId) => {
          setPaying(true);
          try {
            await capturePayDue(reservationId, orderId);
            setPaid(true);
            onPaid?.();
          } catch (refusal) {
            setError(errorMessage(refusal));
          } finally {
            setPaying(false);
            await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
          }
        }}
        onError={setError}
        onUnavailable={() => setSdkFailed(true)}
      />
    </Paper>
  );
}
