import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { preloadable } from '../../../lib/preloadable';

export interface PayDueOnlineProps {
  reservationId: number;
  /** The balance due the page shows: the order is opened for exactly this (the server refuses another). */
  balanceDue: number;
  /** After the payment was captured and recorded (the reservations queries are refreshed already). */
  onPaid?: () => void;
}

/** PayPal's buttons and SDK loader are their own chunk, fetched only where something is due. */
const Buttons = preloadable(async () => (await import('./pay-due-buttons')).PayDueButtons);

/**
 * "Pay what is due online" (decision 051) for a customer's trip page: PayPal's buttons for the balance due, or why
 * payment online is unavailable, then the thanks once paid. Nothing is drawn while nothing is due.
 */
export function PayDueOnline(props: PayDueOnlineProps) {
  // Once something was due, the buttons stay to say the payment was received when the balance falls to 0.
  const [wasDue, setWasDue] = useState(false);
  if (props.balanceDue > 0 && !wasDue) setWasDue(true);
  if (!wasDue && !(props.balanceDue > 0)) return null;
  return (
    <Suspense
      fallback={
        <Typography variant="body2" role="status">
          Loading the payment options…
        </Typography>
      }
    >
      <Buttons {...props} />
    </Suspense>
  );
}
