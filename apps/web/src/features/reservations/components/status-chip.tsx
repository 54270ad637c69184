import {
  CUSTOMER_STATUS_WORDS,
  customerStatusWord,
  DRIVER_STATUS_WORDS,
  driverStatusWord,
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

/** Who reads the chip: staff the status itself (they filter and move by it), the others its word (issue 38, item 17). */
export type StatusReader = 'staff' | 'customer' | 'driver';

const WORDS = {
  customer: { of: customerStatusWord, table: CUSTOMER_STATUS_WORDS },
  driver: { of: driverStatusWord, table: DRIVER_STATUS_WORDS },
} as const;

/**
 * SPEC §2: the Status column is a chip. Staff read the status itself; a customer the word it means to them ("Booked",
 * never "viewed"), a driver theirs ("Assigned", "Not paid yet").
 */
export function StatusChip({ status, reader = 'staff' }: { status: string; reader?: StatusReader }) {
  if (reader === 'staff') return <Chip size="small" label={status} color={colourOf(status)} />;
  const { of, table } = WORDS[reader];
  const word = of(status);
  // One word, one colour: a viewed trip is "Booked" in the colour of a created one.
  const coloured = RESERVATION_STATUSES.find((s) => table[s] === word) ?? status;
  return <Chip size="small" label={word} color={colourOf(coloured)} />;
}

const colourOf = (status: string): ChipProps['color'] =>
  isOneOf(RESERVATION_STATUSES, status) ? COLOURS[status] : 'default';
