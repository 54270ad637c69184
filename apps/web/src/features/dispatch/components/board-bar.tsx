import { useDraggable } from '@dnd-kit/core';
import { formatBusinessTime, type DispatchBar } from '@livery/domain';
import { mdiAlarm, mdiAlertOctagon } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { displayClock } from '../../../lib/display-clock';
import { BAR_HEIGHT } from './board-layout';
import { BAR_STATE_LABELS, barColors, barState } from './progress-style';

export const timeOf = (iso: string) => formatBusinessTime(new Date(iso), displayClock());

/** A flag in words with its icon: an overlap on one driver, or a trip due without a driver. */
export function BarFlags({ bar }: { bar: DispatchBar }) {
  const flag = (icon: string, text: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 700 }}>
      <MdiIcon path={icon} sx={{ fontSize: 16, color: 'error.main' }} aria-hidden />
      {text}
    </Box>
  );
  if (!bar.overlaps && !bar.dueSoonWithoutDriver) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, mr: 0.75 }}>
      {bar.overlaps && flag(mdiAlertOctagon, 'Overlap')}
      {bar.dueSoonWithoutDriver && flag(mdiAlarm, 'Due soon')}
    </Box>
  );
}

/** What a bar says: the number and times; the state in words, the passenger and the car; then any flag. */
export function BarText({ bar }: { bar: DispatchBar }) {
  const line = { display: 'block', color: 'text.primary', lineHeight: 1.35 };
  return (
    <>
      <Typography component="span" variant="body2" noWrap sx={line}>
        <strong>{bar.number}</strong> {timeOf(bar.pickUpAt)}–{timeOf(bar.expectedDropOffAt)}
      </Typography>
      <Typography component="span" variant="caption" noWrap sx={line}>
        {BAR_STATE_LABELS[barState(bar)]} · {bar.passengerName ?? 'No passenger name'} · {bar.carName}
      </Typography>
      <Typography component="span" variant="caption" noWrap sx={line}>
        <BarFlags bar={bar} />
      </Typography>
    </>
  );
}

interface BarProps {
  bar: DispatchBar;
  left: number;
  width: number;
  row: number;
  /** The keyboard path: opens the assign dialog (staff who may assign, on a trip whose drivers may change). */
  onAssign?: ((bar: DispatchBar) => void) | undefined;
}

/** The bar's frame: its fill and edge by state, outlined in the error colour when flagged. */
function BarFrame({ bar, children, sx }: { bar: DispatchBar; children: ReactNode; sx?: object }) {
  const theme = useTheme();
  const { fill, edge } = barColors(barState(bar), theme);
  const flagged = bar.overlaps || bar.dueSoonWithoutDriver;
  return (
    <Box
      data-slot-id={bar.slotId}
      sx={{
        height: BAR_HEIGHT - 6,
        bgcolor: fill,
        borderLeft: `6px solid ${edge}`,
        outline: flagged ? `2px dashed ${theme.palette.error.main}` : 'none',
        outlineOffset: -2,
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        overflow: 'hidden',
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

/** A bar as the drag carries it (`DragOverlay`). */
export function BarGhost({ bar, width }: { bar: DispatchBar; width: number }) {
  return (
    <BarFrame bar={bar} sx={{ width, boxShadow: 6, cursor: 'grabbing' }}>
      <Box sx={{ minWidth: 0 }}>
        <BarText bar={bar} />
      </Box>
    </BarFrame>
  );
}

/**
 * One car slot on the timeline. A bar without a driver is dragged by its text onto a driver's lane (a pointer way;
 * the Assign button beside it is the keyboard's, through the assign dialog).
 */
export function BoardBar({ bar, left, width, row, onAssign }: BarProps) {
  const canDrag = onAssign !== undefined && bar.driverId === null;
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `slot-${bar.slotId}`,
    disabled: !canDrag,
  });
  return (
    <BarFrame
      bar={bar}
      sx={{ position: 'absolute', left, width, top: row * BAR_HEIGHT + 4, opacity: isDragging ? 0.4 : 1 }}
    >
      <Box
        ref={setNodeRef}
        {...(canDrag ? listeners : {})}
        sx={{
          flex: 1,
          minWidth: 0,
          alignSelf: 'stretch',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          cursor: canDrag ? 'grab' : 'default',
          touchAction: canDrag ? 'none' : 'auto',
        }}
      >
        <BarText bar={bar} />
      </Box>
      {onAssign && bar.driverId === null && (
        <Button
          size="small"
          variant="contained"
          onClick={() => onAssign(bar)}
          aria-label={`Assign ${bar.number}`}
          sx={{ flexShrink: 0, minWidth: 0, px: 1 }}
        >
          Assign
        </Button>
      )}
    </BarFrame>
  );
}
