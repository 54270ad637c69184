import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';

const MAX_REASON = 500;

/** Declining a job asks why (issue 24): the job goes back to dispatch unassigned, with the reason. */
export function DeclineDialog({
  open,
  number,
  onDecline,
  onClose,
}: {
  open: boolean;
  number: string;
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = touched && !trimmed ? 'Say why, so dispatch can plan' : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    onDecline(trimmed);
    setReason('');
    setTouched(false);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Decline job {number}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The job goes back to dispatch without a driver, and they are told why.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={Boolean(error)}
            helperText={error || `${reason.length}/${MAX_REASON}`}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ minHeight: 48 }}>
            Keep the job
          </Button>
          <Button type="submit" variant="contained" color="error" sx={{ minHeight: 48 }}>
            Decline
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
