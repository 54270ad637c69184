import { formatMoney, type CustomerTrip } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCancelOwnTrip } from '../api/cancel-own-trip';

/** What cancelling gives back, in the traveller's words. */
function refundSentence(trip: CustomerTrip): string {
  const { refundNow, feePercentage } = trip.cancellation;
  if (refundNow > 0) {
    const fee = feePercentage > 0 ? ` (a ${feePercentage}% cancellation fee is kept)` : '';
    return `${formatMoney(refundNow)} goes back to the PayPal account that paid${fee}.`;
  }
  if (trip.paidAmount > 0) return 'The office will contact you about what you paid.';
  return 'Nothing was paid, so nothing is charged.';
}

/**
 * Asks before the customer cancels their trip, saying what comes back; the server's refusal (someone changed the
 * trip, the cut-off passed, PayPal could not refund) shows inside the dialog, which a modal hides toasts behind.
 */
export function CancelTripDialog({ trip, open, onClose }: { trip: CustomerTrip; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const cancel = useCancelOwnTrip();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setRefusal(null);
    try {
      await cancel.mutateAsync({ id: trip.id, number: trip.number, version: trip.version });
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const busy = cancel.isPending;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Cancel trip {trip.number}?</DialogTitle>
      <DialogContent>
        <DialogContentText>{refundSentence(trip)}</DialogContentText>
        {trip.linkedLeg && (
          <DialogContentText sx={{ mt: 1 }}>
            Only this {trip.isReturn ? 'return' : 'outbound'} trip is cancelled: {trip.linkedLeg.number} stays booked.
          </DialogContentText>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={busy} size="large">
          Keep my trip
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy} size="large">
          Cancel trip
        </Button>
      </DialogActions>
    </Dialog>
  );
}
