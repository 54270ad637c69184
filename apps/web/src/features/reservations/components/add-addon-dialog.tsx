import { formatMoney, formatPercentage, type ReservationDetails } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useActiveAddons } from '../../../lib/session';
import { useAddReservationAddon } from '../api/add-reservation-addon';

/** "$25.00" or "10% of the total so far": what an addon adds (DESIGN §5 step 8). */
export const addonPriceText = (addon: { amount: number | null; percentage: number | null }) =>
  addon.amount ? formatMoney(addon.amount) : `${formatPercentage(addon.percentage ?? 0)} of the total so far`;

/**
 * "Add an addon to A12" (SPEC §2's row action): one of the session's active addons. The server prices the trip again
 * and says why it refuses (a trip that was cancelled meanwhile, someone else's change).
 */
export function AddAddonDialog({
  reservation,
  onClose,
}: {
  reservation: ReservationDetails | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const addons = useActiveAddons(reservation !== null);
  const add = useAddReservationAddon();
  const [addonId, setAddonId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const close = () => {
    setAddonId('');
    setRefusal(null);
    setFieldError(null);
    onClose();
  };
  const save = async () => {
    if (!reservation) return;
    const addon = addons.data?.find((a) => String(a.id) === addonId);
    if (!addon) return setFieldError('Choose an addon');
    setRefusal(null);
    try {
      await add.mutateAsync({ ...reservation, addonId: addon.id, addonName: addon.name });
      close();
    } catch (error) {
      // A refusal stays in the dialog: a toast behind a modal dialog is hidden from screen readers.
      setRefusal(errorMessage(error));
    }
  };

  return (
    <Dialog open={reservation !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add an addon to {reservation?.number}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <DialogContentText>
            The trip is priced again: an amount is added, a percentage is of the total so far. The customer gets an
            e-mail with the new total.
          </DialogContentText>
          {addons.isError && <Alert severity="error">{addons.error.message}</Alert>}
          <TextField
            select
            label="Addon"
            value={addonId}
            onChange={(event) => {
              setAddonId(event.target.value);
              setFieldError(null);
            }}
            disabled={!addons.data}
            error={fieldError !== null}
            helperText={fieldError ?? (addons.isPending ? 'Loading the addons…' : ' ')}
          >
            {(addons.data ?? []).map((addon) => (
              <MenuItem key={addon.id} value={String(addon.id)}>
                {addon.name} ({addonPriceText(addon)})
              </MenuItem>
            ))}
          </TextField>
          {addons.data?.length === 0 && <Alert severity="info">There are no active addons.</Alert>}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
        <Button variant="contained" onClick={() => void save()} loading={add.isPending} disabled={!addons.data}>
          Add addon
        </Button>
      </DialogActions>
    </Dialog>
  );
}
