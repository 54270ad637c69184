import {
  CUSTOMER_STATUS_WORDS,
  customerStatusWord,
  isOneOf,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '@livery/domain';
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

/**
 * SPEC §2: the Status column is a chip. Staff read the status itself; a customer (`forCustomer`) the word it means to
 * them (issue 38, item 17: "Booked", never "viewed").
 */
export function StatusChip({ status, forCustomer = false }: { status: string; forCustomer?: boolean }) {
  const word = customerStatusWord(status);
  // One word, one colour: a viewed trip is "Booked" in the colour of a created one.
  const coloured = forCustomer
    ? (RESERVATION_STATUSES.find((s) => CUSTOMER_STATUS_WORDS[s] === word) ?? status)
    : status;
  return (
    <Chip
      size="small"
      label={forCustomer ? word : status}
      color={isOneOf(RESERVATION_STATUSES, coloured) ? COLOURS[coloured] : 'default'}
    />
  );
}
