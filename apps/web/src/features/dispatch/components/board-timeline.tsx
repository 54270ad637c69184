import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { formatBusinessTime, type DispatchBar, type DispatchBoard, type DispatchLane } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { displayClock } from '../../../lib/display-clock';
import { BOARD_INSTRUCTIONS, boardAnnouncements } from './board-announcements';
import { HOUR_PX, LABEL_PX, MIN_BAR_PX, openingScroll, scaleOf, xOf, type BoardScale } from './board-layout';
import { BarGhost } from './board-bar';
import { BoardLane } from './board-lane';

interface TimelineProps {
  board: DispatchBoard;
  /** Staff who may assign: the Assign buttons and dragging are theirs. */
  onAssign?: ((bar: DispatchBar) => void) | undefined;
  /** A bar dropped on a driver's lane. */
  onDropOnDriver: (bar: DispatchBar, lane: DispatchLane) => void;
}

/** The hours across the top, on the business's clock, kept above the lanes while the board scrolls down. */
function HourScale({ scale }: { scale: BoardScale }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', width: LABEL_PX + scale.width, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        sx={{ position: 'sticky', left: 0, zIndex: 2, width: LABEL_PX, flexShrink: 0, bgcolor: 'background.paper' }}
      />
      <Box sx={{ position: 'relative', width: scale.width, height: 28 }}>
        {Array.from({ length: scale.hours }, (_, hour) => (
          <Typography
            key={hour}
            variant="caption"
            sx={{ position: 'absolute', left: hour * HOUR_PX + 4, top: 4, color: 'text.secondary' }}
          >
            {formatBusinessTime(new Date(scale.startsAt + hour * 3_600_000), displayClock())}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The day as a timeline: the Unassigned lane first, then a lane per driver, hours across in the board's own
 * horizontal scroll (the page never scrolls sideways), opened at now. A bar without a driver dragged onto a driver's
 * lane is offered to them (`@dnd-kit`: a pointer moved 6 px starts a drag, so a click stays a click), announced by
 * the trip's number and the driver's name.
 */
export function BoardTimeline({ board, onAssign, onDropOnDriver }: TimelineProps) {
  const scale = scaleOf(board);
  const now = Date.now();
  const nowX = now >= scale.startsAt && now < scale.endsAt ? xOf(scale, now) : null;
  const scroller = useRef<HTMLDivElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragged, setDragged] = useState<{ bar: DispatchBar; width: number } | null>(null);

  const allBars = [...board.unassigned, ...board.lanes.flatMap((lane) => lane.bars)];
  const opening = openingScroll(scale, allBars, now);
  // Opened at now (or the day's first pickup) each time another day is shown, not on every refresh.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = opening;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [board.date]);

  const bySlotId = new Map(allBars.map((bar) => [`slot-${bar.slotId}`, bar]));
  const byLaneId = new Map(board.lanes.map((lane) => [`driver-${lane.driverId}`, lane]));
  const onDragStart = ({ active }: DragStartEvent) => {
    const bar = bySlotId.get(String(active.id));
    setDragged(bar ? { bar, width: Math.max(MIN_BAR_PX, active.rect.current.initial?.width ?? 0) } : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const bar = bySlotId.get(String(active.id));
    const lane = byLaneId.get(String(over?.id ?? ''));
    if (bar && lane) onDropOnDriver(bar, lane);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements: boardAnnouncements(board), screenReaderInstructions: BOARD_INSTRUCTIONS }}
    >
      <Box
        ref={scroller}
        role="region"
        aria-label={`Timeline of ${board.date}`}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <HourScale scale={scale} />
        <BoardLane
          driverId={null}
          title="Unassigned"
          subtitle="No driver yet"
          bars={board.unassigned}
          scale={scale}
          nowX={nowX}
          onAssign={onAssign}
        />
        {board.lanes.map((lane) => (
          <BoardLane
            key={lane.driverId}
            driverId={lane.driverId}
            title={lane.driverName}
            subtitle={lane.onDuty ? 'On duty' : 'Off duty'}
            offDuty={!lane.onDuty}
            bars={lane.bars}
            scale={scale}
            nowX={nowX}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>{dragged && <BarGhost bar={dragged.bar} width={dragged.width} />}</DragOverlay>
    </DndContext>
  );
}
