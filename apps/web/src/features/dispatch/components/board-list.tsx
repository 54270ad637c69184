import type { DispatchBar, DispatchBoard } from '@livery/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/ui/router-link';
import { reservationLink } from '../../reservations';
import { BarFlags, timeOf } from './board-bar';
import { BAR_STATE_LABELS, barColors, barState } from './progress-style';

interface ListProps {
  board: DispatchBoard;
  onAssign?: ((bar: DispatchBar) => void) | undefined;
}

/** Every car of the day with its driver's name (or none), by pickup. */
function byPickUp(board: DispatchBoard): { bar: DispatchBar; driverName: string | null }[] {
  const rows = [
    ...board.unassigned.map((bar) => ({ bar, driverName: null })),
    ...board.lanes.flatMap((lane) => lane.bars.map((bar) => ({ bar, driverName: lane.driverName }))),
  ];
  return rows.sort((a, b) => Date.parse(a.bar.pickUpAt) - Date.parse(b.bar.pickUpAt) || a.bar.slotId - b.bar.slotId);
}

/** The board on a phone (390 px): a card per car by pickup time — no timeline to scroll sideways. */
export function BoardList({ board, onAssign }: ListProps) {
  const theme = useTheme();
  const rows = byPickUp(board);
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No trips on {board.date}.</Typography>;
  return (
    <Box
      component="ul"
      aria-label={`Trips of ${board.date} by pickup`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {rows.map(({ bar, driverName }) => {
        const state = barState(bar);
        const { fill, edge } = barColors(state, theme);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={bar.slotId}
            data-slot-id={bar.slotId}
            sx={{ p: 1.5, borderLeft: `6px solid ${edge}`, bgcolor: fill, minWidth: 0 }}
          >
            <Typography variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              <strong>{timeOf(bar.pickUpAt)}</strong> ·{' '}
              <RouterLink to={reservationLink({ id: bar.reservationId, status: bar.status })}>{bar.number}</RouterLink>{' '}
              · {bar.passengerName ?? 'No passenger name'}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              <BarFlags bar={bar} />
              {driverName === null ? 'Unassigned' : `${driverName} · ${BAR_STATE_LABELS[state]}`} · {bar.carName}
            </Typography>
            {onAssign && bar.driverId === null && (
              <Button
                size="small"
                variant="contained"
                sx={{ mt: 1 }}
                onClick={() => onAssign(bar)}
                aria-label={`Assign ${bar.number}`}
              >
                Assign
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
