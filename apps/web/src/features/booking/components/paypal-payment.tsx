import type { PaypalConfig } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { useEffect, useMemo, useRef, useState } from 'react';

/** What is logged when PayPal's JS SDK does not load (always, offline: DESIGN §5). */
export const PAYPAL_LOAD_FAILED = 'Failed to load the PayPal SDK script';

/** Thrown from `createOrder` when there is no order to pay (the wizard already shows why): PayPal's window closes. */
class NoOrder extends Error {
  constructor() {
    super('No PayPal order was opened');
    this.name = 'NoOrder';
  }
}

export interface PaypalPaymentProps {
  config: PaypalConfig & { clientId: string };
  disabled: boolean;
  /** Opens the order for the trip at the total on screen; null when there is none (the reason is shown). */
  onCreateOrder: () => Promise<string | null>;
  /** Books the trip paid by the approved order. */
  onApprove: (orderId: string) => Promise<void>;
  /** A failure inside PayPal's buttons (not an answer of our server), or null to clear it. */
  onError: (message: string | null) => void;
  /** The SDK did not load: the step says payment is unavailable. */
  onUnavailable: () => void;
  /** What the person reads when PayPal's window is closed, or fails, without paying (the booking's by default). */
  messages?: { cancelled: string; failed: string };
}

const BOOKING_MESSAGES = {
  cancelled: 'PayPal was closed without paying; nothing was booked.',
  failed: 'PayPal could not take the payment, and nothing was booked. Please try again.',
};

function Buttons({
  disabled,
  onCreateOrder,
  onApprove,
  onError,
  onUnavailable,
  messages = BOOKING_MESSAGES,
}: Omit<PaypalPaymentProps, 'config'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [cancelled, setCancelled] = useState(false);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  useEffect(() => {
    if (!isRejected) return;
    console.error(PAYPAL_LOAD_FAILED);
    unavailable.current();
  }, [isRejected]);

  if (isRejected) return null;
  return (
    <Stack sx={{ gap: 1 }}>
      {isPending && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} role="status">
          {/* The words beside it say what is loading. */}
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">Loading PayPal…</Typography>
        </Stack>
      )}
      {cancelled && <Alert severity="info">{messages.cancelled}</Alert>}
      <Box sx={{ maxWidth: 480, width: '100%' }}>
        <PayPalButtons
          style={{ layout: 'vertical', label: 'pay' }}
          fundingSource="paypal"
          disabled={disabled}
          createOrder={async () => {
            setCancelled(false);
            onError(null);
            const orderId = await onCreateOrder();
            if (orderId === null) throw new NoOrder();
            return orderId;
          }}
          onApprove={async ({ orderID }) => onApprove(orderID)}
          onCancel={() => setCancelled(true)}
          onError={(error) => {
            if (error instanceof NoOrder) return;
            console.error(error);
            onError(messages.failed);
          }}
        />
      </Box>
    </Stack>
  );
}

/**
 * PayPal's buttons (decision 040): the JS SDK from the server's `sdkUrl`, `createOrder` opening the order on the
 * server at the total on screen, `onApprove` booking with it (the server captures it inside the booking).
 */
export function PaypalPayment({ config, ...props }: PaypalPaymentProps) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId: config.clientId,
      sdkBaseUrl: config.sdkUrl,
      currency: config.currency,
      intent: 'capture',
      components: 'buttons',
    }),
    [config.clientId, config.sdkUrl, config.currency],
  );
  return (
    <PayPalScriptProvider options={options}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
