import { mdiEye } from '@mdi/js';
import type { User } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { RowAction } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-error';
import { useRevealSsn } from '../api/reveal-ssn';

/**
 * The drivers list's Reveal action (drivers:edit, on a row with a masked SSN) and the dialog that shows the number:
 * asked for on the click itself, once, so every look is one audit row; closing the dialog forgets it.
 */
export function useRevealSsnAction() {
  const reveal = useRevealSsn();
  const [driver, setDriver] = useState<User | null>(null);
  const { mutate, reset } = reveal;
  const rowAction = useMemo<RowAction<User>>(
    () => ({
      label: 'Reveal SSN',
      icon: mdiEye,
      permission: 'drivers:edit',
      isVisible: (user) => user.socialSecurityNumber !== null,
      onClick: (user) => {
        setDriver(user);
        mutate(user.id);
      },
    }),
    [mutate],
  );
  const close = () => {
    setDriver(null);
    reset();
  };
  const dialog = (
    <RevealSsnDialog
      driver={driver}
      number={reveal.data}
      error={reveal.isError ? errorMessage(reveal.error) : null}
      onClose={close}
    />
  );
  return { rowAction, dialog };
}

interface RevealSsnDialogProps {
  driver: User | null;
  number: string | undefined;
  error: string | null;
  onClose: () => void;
}

function RevealSsnDialog({ driver, number, error, onClose }: RevealSsnDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={driver !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Social security number of {driver?.fullName}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : number ? (
          <>
            <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', my: 1 }}>
              {number}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Your look at this number is recorded in the audit log.
            </Typography>
          </>
        ) : (
          <CircularProgress aria-label="Revealing the number" sx={{ display: 'block', mx: 'auto', my: 1 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
