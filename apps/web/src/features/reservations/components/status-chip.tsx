import { isOneOf, RESERVATION_STATUSES, type ReservationStatus } from '@livery/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';

/** Each status its colour (filled: the theme picks white or dark text by the AA ratio, decision 028). */
const COLOURS: Record<ReservationStatus, ChipProps['color']> = {
  draft: 'default',
  created: 'info',
  unpaid: 'warning',
  viewed: 'secondary',
  assigned: 'primary',
  completed: 'success',
  cancelled: 'error',
  duplicate: 'default',
};

/** SPEC §2: the Status column is a chip. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip size="small" label={status} color={isOneOf(RESERVATION_STATUSES, status) ? COLOURS[status] : 'default'} />
  );
}
