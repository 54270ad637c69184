import { formatMoney, isOneOf } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useDialogAction } from '../../../components/form-dialog';
import type { CancelInput } from '../api/cancel-reservation';

/** What the person chose to refund: nothing, everything not refunded yet, or an amount. */
const REFUNDS = ['none', 'full', 'partial'] as const;
type Refund = (typeof REFUNDS)[number];

export interface CancelTarget {
  id: number;
  number: string;
  version: number;
  /** Paid by PayPal: the payment may be refunded, all or part of it. */
  transactionId: string | null;
  amount: number | null;
}

/**
 * "Cancel reservation A12?" (SPEC §2 asks first): an optional reason and, for a trip paid by PayPal, whether to
 * refund nothing, everything or an amount (the server refunds through PayPal once, never more than was paid).
 * `open` says whether it shows; `target` may stay set while it closes (a `useDialogState` value), so the title does
 * not change during the fade. Without `open`, it shows while there is a target.
 */
export function CancelDialog({
  open,
  target,
  onCancel,
  onClose,
}: {
  open?: boolean;
  target: CancelTarget | null;
  onCancel: (input: CancelInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<Refund>('none');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const isPaid = Boolean(target?.transactionId);
  // The server's refusal stays in the dialog (a toast behind a modal dialog is hidden from screen readers).
  const { isPending, refusal, clearRefusal, close, run } = useDialogAction(() => {
    setReason('');
    setRefund('none');
    setAmount('');
    setAmountError(null);
    onClose();
  });
  const confirm = async () => {
    if (!target) return;
    const partial = Number(amount);
    if (refund === 'partial' && !(partial > 0)) return setAmountError('Enter the amount to refund, more than 0');
    await run(() =>
      onCancel({
        ...target,
        reason: reason.trim() || undefined,
        refund: !isPaid
          ? { kind: 'none' }
          : refund === 'partial'
            ? { kind: 'partial', amount: partial }
            : { kind: refund },
      }),
    );
  };

  return (
    <Dialog open={(open ?? true) && target !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Cancel reservation {target?.number}?</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <DialogContentText>
            The trip is cancelled and the customer gets an e-mail. A cancelled trip cannot be booked again: duplicate it
            instead.
          </DialogContentText>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {isPaid && (
            <FormControl>
              <FormLabel id={`${titleId}-refund`}>
                Refund through PayPal (paid {target?.amount === null ? '' : formatMoney(target?.amount ?? 0)})
              </FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-refund`}
                value={refund}
                onChange={(event) => isOneOf(REFUNDS, event.target.value) && setRefund(event.target.value)}
              >
                <FormControlLabel value="none" control={<Radio />} label="No refund" />
                <FormControlLabel value="full" control={<Radio />} label="Refund everything not refunded yet" />
                <FormControlLabel value="partial" control={<Radio />} label="Refund an amount" />
              </RadioGroup>
              {refund === 'partial' && (
                <TextField
                  label="Amount to refund"
                  type="number"
                  value={amount}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    setAmountError(null);
                    clearRefusal();
                  }}
                  error={amountError !== null}
                  helperText={amountError ?? 'In dollars, at most what was paid'}
                  slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
                  sx={{ mt: 1, maxWidth: 240 }}
                />
              )}
            </FormControl>
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Keep it</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={isPending}>
          Cancel reservation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
