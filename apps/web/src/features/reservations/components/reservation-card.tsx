import { formatMoney, type ReservationListItem } from '@livery/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/ui/router-link';
import { carsText, driversText, pickUpWithWeekday, reservationLink, routeText } from './reservation-columns';
import { StatusChip } from './status-chip';

/** What is paid and due, as a card says it: "$137.20 · $37.20 due", or "$137.20 · paid". */
function moneyText(row: ReservationListItem): string {
  if (row.amount === null) return '';
  if (row.status === 'draft' || row.status === 'cancelled') return formatMoney(row.amount);
  return `${formatMoney(row.amount)} · ${row.balanceDue > 0 ? `${formatMoney(row.balanceDue)} due` : 'paid'}`;
}

/**
 * A reservation as a phone shows it (issue 22): the list's key facts in reading order — number and status, pickup
 * with its weekday, passenger, route, cars and drivers, amount and balance — each line only when there is something
 * to say (a draft has what its wizard holds).
 */
export function ReservationCard({ row }: { row: ReservationListItem }) {
  const vehicles = [carsText(row), driversText(row)].filter(Boolean).join(' · ');
  const lines = [pickUpWithWeekday(row.pickUpDateTime), row.name, routeText(row), vehicles, moneyText(row)];
  return (
    <Stack sx={{ gap: 0.25 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          <RouterLink to={reservationLink(row)}>{row.number}</RouterLink>
        </Typography>
        <StatusChip status={row.status} />
      </Stack>
      {lines.filter(Boolean).map((line, index) => (
        <Typography key={index} variant="body2" color={index === 0 ? 'text.primary' : 'text.secondary'}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
}
