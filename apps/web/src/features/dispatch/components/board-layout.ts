import type { DispatchBar } from '@livery/domain';

/** The timeline's scale: an hour's width, a bar's height and least width, the lane labels' column. */
export const HOUR_PX = 120;
export const BAR_HEIGHT = 68;
export const MIN_BAR_PX = 208;
export const LABEL_PX = 184;

const HOUR_MS = 3_600_000;

export interface BoardScale {
  startsAt: number;
  endsAt: number;
  /** The day's hours (23 or 25 on a change of clocks). */
  hours: number;
  width: number;
}

export function scaleOf(board: { startsAt: string; endsAt: string }): BoardScale {
  const startsAt = Date.parse(board.startsAt);
  const endsAt = Date.parse(board.endsAt);
  const hours = Math.round((endsAt - startsAt) / HOUR_MS);
  return { startsAt, endsAt, hours, width: hours * HOUR_PX };
}

/** Where an instant falls on the track, in pixels from the day's start (clamped to the day). */
export const xOf = (scale: BoardScale, instant: number): number =>
  Math.min(scale.width, Math.max(0, ((instant - scale.startsAt) / HOUR_MS) * HOUR_PX));

export interface PlacedBar {
  bar: DispatchBar;
  left: number;
  width: number;
  /** The row of the lane it is drawn in: bars that would cover each other are stacked. */
  row: number;
}

/**
 * Each bar's place: from its pickup to its expected drop-off (at least `MIN_BAR_PX`, kept inside the day), in the
 * first row of the lane where it covers no other bar.
 */
export function placeBars(scale: BoardScale, bars: readonly DispatchBar[]): { placed: PlacedBar[]; rows: number } {
  const rowEnds: number[] = [];
  const sorted = [...bars].sort((a, b) => Date.parse(a.pickUpAt) - Date.parse(b.pickUpAt) || a.slotId - b.slotId);
  const placed = sorted.map((bar) => {
    const start = xOf(scale, Date.parse(bar.pickUpAt));
    const width = Math.max(MIN_BAR_PX, xOf(scale, Date.parse(bar.expectedDropOffAt)) - start);
    const left = Math.max(0, Math.min(start, scale.width - width));
    let row = rowEnds.findIndex((end) => end <= left);
    if (row === -1) row = rowEnds.push(0) - 1;
    rowEnds[row] = left + width + 4;
    return { bar, left, width, row };
  });
  return { placed, rows: Math.max(1, rowEnds.length) };
}

/** Where the timeline opens: an hour before now on today's board, else an hour before the first pickup, else 07:00. */
export function openingScroll(scale: BoardScale, bars: readonly DispatchBar[], now: number): number {
  if (now >= scale.startsAt && now < scale.endsAt) return Math.max(0, xOf(scale, now) - HOUR_PX);
  const first = Math.min(...bars.map((bar) => Date.parse(bar.pickUpAt)));
  return Number.isFinite(first) ? Math.max(0, xOf(scale, first) - HOUR_PX) : 7 * HOUR_PX;
}
