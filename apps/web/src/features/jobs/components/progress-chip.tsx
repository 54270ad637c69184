import { PROGRESS_LABELS, type SlotProgress } from '@livery/domain';
import Chip from '@mui/material/Chip';

const COLOR: Record<SlotProgress, 'default' | 'info' | 'primary' | 'success' | 'warning'> = {
  assigned: 'warning',
  accepted: 'info',
  'on-the-way': 'primary',
  'on-location': 'primary',
  'on-board': 'primary',
  'dropped-off': 'success',
};

/** Where a car is in the day of the trip (issue 24), as a badge; `waiting`: the phone has a step not yet sent. */
export function ProgressChip({ progress, waiting = false }: { progress: SlotProgress; waiting?: boolean }) {
  return (
    <Chip
      size="small"
      color={COLOR[progress]}
      variant={waiting ? 'outlined' : 'filled'}
      label={waiting ? `${PROGRESS_LABELS[progress]} · waiting to be sent` : PROGRESS_LABELS[progress]}
      sx={{ fontWeight: 500, maxWidth: '100%' }}
    />
  );
}
