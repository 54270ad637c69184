import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { notifyError } from '../../lib/notify-error';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete affiliate Acme?". */
  title: string;
  message?: string;
  confirmLabel?: string;
  confirmColor?: 'primary' | 'error';
  /** Rejects with an ApiRequestError: its message becomes a toast and the dialog stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (delete, cancel, complete). */
export function ConfirmDialog({
  open,
  title,
  message = 'This cannot be undone.',
  confirmLabel = 'Confirm',
  confirmColor = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color={confirmColor} onClick={() => void confirm()} disabled={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
