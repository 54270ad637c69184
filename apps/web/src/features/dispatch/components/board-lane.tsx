import { useDroppable } from '@dnd-kit/core';
import { countOf, type DispatchBar } from '@livery/domain';
import { mdiSleep } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { BAR_HEIGHT, HOUR_PX, LABEL_PX, placeBars, type BoardScale } from './board-layout';
import { BoardBar } from './board-bar';

interface LaneProps {
  /** The driver's id; null for the Unassigned lane. */
  driverId: number | null;
  title: string;
  /** "On duty", "Off duty", or what the lane holds. */
  subtitle: string;
  /** A driver off duty: the label says so with an icon and the track is hatched (a drop on it is asked about). */
  offDuty?: boolean;
  bars: DispatchBar[];
  scale: BoardScale;
  /** Where now is on the track, when the board is today's. */
  nowX: number | null;
  onAssign?: ((bar: DispatchBar) => void) | undefined;
}

/** The hour lines behind the bars. */
const hourLines = (color: string) =>
  `repeating-linear-gradient(to right, ${color} 0, ${color} 1px, transparent 1px, transparent ${HOUR_PX}px)`;
/** An off-duty driver's track: hatched, so it differs by more than a colour. */
const hatching = (color: string) =>
  `repeating-linear-gradient(135deg, ${color} 0, ${color} 2px, transparent 2px, transparent 10px)`;

/** A row of the timeline: the lane's name (kept in view while the hours scroll) and its track of bars. */
export function BoardLane({ driverId, title, subtitle, offDuty = false, bars, scale, nowX, onAssign }: LaneProps) {
  const { setNodeRef, isOver, active } = useDroppable({
    id: driverId === null ? 'unassigned' : `driver-${driverId}`,
    disabled: driverId === null,
  });
  const { placed, rows } = placeBars(scale, bars);
  const dropping = driverId !== null && active !== null;
  return (
    <Box
      role="group"
      aria-label={`${title}, ${subtitle}`}
      data-lane={driverId ?? 'unassigned'}
      sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', width: LABEL_PX + scale.width }}
    >
      <Box
        sx={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          width: LABEL_PX,
          flexShrink: 0,
          p: 1,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          {offDuty && <MdiIcon path={mdiSleep} sx={{ fontSize: 16 }} aria-hidden />}
          <Box component="span" sx={offDuty ? { fontWeight: 700, color: 'text.primary' } : undefined}>
            {subtitle}
          </Box>
          {` · ${countOf(bars.length, 'trip')}`}
        </Typography>
      </Box>
      <Box
        ref={setNodeRef}
        sx={(theme) => ({
          position: 'relative',
          width: scale.width,
          minHeight: rows * BAR_HEIGHT + 8,
          backgroundImage: offDuty
            ? `${hourLines(theme.palette.divider)}, ${hatching(theme.palette.action.hover)}`
            : hourLines(theme.palette.divider),
          bgcolor: isOver ? 'action.selected' : dropping ? 'action.hover' : 'transparent',
          outline: isOver ? `2px solid ${theme.palette.primary.main}` : 'none',
          outlineOffset: -2,
        })}
      >
        {nowX !== null && (
          <Box
            aria-hidden
            sx={{ position: 'absolute', top: 0, bottom: 0, left: nowX, width: 2, bgcolor: 'error.main', zIndex: 1 }}
          />
        )}
        {placed.map((place) => (
          <BoardBar key={place.bar.slotId} {...place} onAssign={onAssign} />
        ))}
      </Box>
    </Box>
  );
}
