import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useDialogAction } from './use-dialog-action';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete affiliate Acme?". */
  title: string;
  message?: string;
  confirmLabel?: string;
  confirmColor?: 'primary' | 'error';
  /** Rejects with an ApiRequestError: its message is shown in the dialog, which stays open. */
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
  // A refusal is shown in the dialog: a toast behind a modal dialog is hidden from screen readers.
  const { isPending, refusal, close, run } = useDialogAction(onClose);
  const confirm = () => run(onConfirm);

  return (
    <Dialog open={open} onClose={isPending ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color={confirmColor} onClick={() => void confirm()} disabled={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
