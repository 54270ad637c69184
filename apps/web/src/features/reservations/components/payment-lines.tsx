import { formatMoney, fromCents, overpaidCents, PAYMENT_METHOD_LABELS, type ReservationDetails } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Trip = Pick<ReservationDetails, 'status' | 'amount' | 'paidAmount' | 'balanceDue'>;

/**
 * What a trip leaves to settle (decision 051): what is due, what was paid over its price (a trip made cheaper after
 * it was paid), or paid in full; nothing for a trip off the books.
 */
export function balanceText(trip: Trip): string {
  if (trip.balanceDue > 0) return `${formatMoney(trip.balanceDue)} due`;
  const over = overpaidCents(trip);
  if (over > 0) return `${formatMoney(fromCents(over))} paid over the price: to refund`;
  if (['draft', 'cancelled', 'duplicate'].includes(trip.status)) return '';
  return 'Nothing due: paid in full';
}

/** The payments of a trip, newest first, each with its method, date, reference and who recorded it. */
export function PaymentLines({ reservation: r }: { reservation: ReservationDetails }) {
  if (r.payments.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Payments
      </Typography>
      <Box component="ul" aria-label="Payments" sx={{ pl: 2.5, my: 0.5 }}>
        {r.payments.map((payment) => (
          <li key={payment.id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {formatMoney(payment.amount)} · {PAYMENT_METHOD_LABELS[payment.method]} · {payment.paidOn}
              {payment.reference ? ` · ref. ${payment.reference}` : ''}
              {payment.paypalCaptureId ? ` · PayPal ${payment.paypalCaptureId}` : ''}
              {payment.actorName ? ` · ${payment.actorName}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Balance due: {formatMoney(r.balanceDue)}
      </Typography>
    </>
  );
}
