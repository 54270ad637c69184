/** The reservation details page's heading and its buttons for the actions the server says this person may take. */
import {
  mdiAccountTie,
  mdiCancel,
  mdiCashPlus,
  mdiCheckCircle,
  mdiContentCopy,
  mdiPencil,
  mdiPencilOff,
  mdiPlusBox,
} from '@mdi/js';
import type { ReservationDetails } from '@livery/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate } from 'react-router';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { StatusChip } from './status-chip';
import type { DetailsDialog } from './use-details-dialogs';

export function ActionBar({
  reservation: r,
  onAsk,
}: {
  reservation: ReservationDetails;
  onAsk: (dialog: DetailsDialog) => void;
}) {
  const navigate = useNavigate();
  const may = (action: ReservationDetails['actions'][number]) => r.actions.includes(action);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Reservation {r.number}
        </Typography>
        <StatusChip status={r.status} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {may('edit') && (
          <Button
            component={Link}
            to={`/reservation/update/${r.id}`}
            variant="outlined"
            startIcon={<MdiIcon path={mdiPencil} />}
          >
            Edit
          </Button>
        )}
        {r.editNotice && (
          // Where Edit would be: why it is not, and whom to ask (issue 38 item 12).
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, maxWidth: 380, color: 'text.secondary' }}
          >
            <MdiIcon path={mdiPencilOff} fontSize="small" aria-hidden />
            {r.editNotice}
          </Typography>
        )}
        {may('addAddon') && (
          <Button variant="outlined" startIcon={<MdiIcon path={mdiPlusBox} />} onClick={() => onAsk('addAddon')}>
            Add addon
          </Button>
        )}
        {may('recordPayment') && (
          <Button variant="outlined" startIcon={<MdiIcon path={mdiCashPlus} />} onClick={() => onAsk('recordPayment')}>
            Record payment
          </Button>
        )}
        {may('duplicate') && (
          <Button
            variant="outlined"
            startIcon={<MdiIcon path={mdiContentCopy} />}
            onClick={() => void navigate(`/reservation/create?id=${r.id}&isGettingAQuote=false`)}
          >
            Duplicate
          </Button>
        )}
        {may('assign') && (
          <Button variant="outlined" startIcon={<MdiIcon path={mdiAccountTie} />} onClick={() => onAsk('assign')}>
            Assign driver
          </Button>
        )}
        {may('complete') && (
          <Button variant="contained" startIcon={<MdiIcon path={mdiCheckCircle} />} onClick={() => onAsk('complete')}>
            Complete
          </Button>
        )}
        {may('cancel') && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<MdiIcon path={mdiCancel} />}
            onClick={() => onAsk('cancel')}
          >
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
