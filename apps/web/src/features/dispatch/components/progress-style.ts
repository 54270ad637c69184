import { PROGRESS_LABELS, type DispatchBar, type SlotProgress } from '@livery/domain';
import type { Theme } from '@mui/material/styles';

/** A bar's state on the board: its slot's progress, or `unassigned` without a driver. */
export type BarState = SlotProgress | 'unassigned';

export const barState = (bar: Pick<DispatchBar, 'progress' | 'driverId'>): BarState =>
  bar.driverId === null || bar.progress === null ? 'unassigned' : bar.progress;

export const BAR_STATE_LABELS: Record<BarState, string> = { unassigned: 'Unassigned', ...PROGRESS_LABELS };

/**
 * Each state's colours: a pale fill (dark in the dark theme) under the theme's primary text — at least 12:1 — and a
 * strong edge of the hue (3:1 or more against the fill and the paper, as a graphic needs). The label always says
 * the state in words too: never the colour alone.
 */
const STATE_COLORS: Record<BarState, { light: [fill: string, edge: string]; dark: [fill: string, edge: string] }> = {
  unassigned: { light: ['#F1F1F1', '#616161'], dark: ['#2C2C2C', '#BDBDBD'] },
  assigned: { light: ['#E3F2FD', '#1565C0'], dark: ['#0D2A45', '#64B5F6'] },
  accepted: { light: ['#EDE7F6', '#5E35B1'], dark: ['#2A1F45', '#B39DDB'] },
  'on-the-way': { light: ['#FFF3E0', '#C25E00'], dark: ['#3E2A10', '#FFB74D'] },
  'on-location': { light: ['#FCE4EC', '#AD1457'], dark: ['#43142A', '#F48FB1'] },
  'on-board': { light: ['#E8F5E9', '#2E7D32'], dark: ['#143A1A', '#81C784'] },
  'dropped-off': { light: ['#E0F2F1', '#00695C'], dark: ['#0F3532', '#80CBC4'] },
};

export function barColors(state: BarState, theme: Theme): { fill: string; edge: string } {
  const [fill, edge] = STATE_COLORS[state][theme.palette.mode === 'dark' ? 'dark' : 'light'];
  return { fill, edge };
}
