import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

/** `text` as it shows on `background`: its alpha blended in (MUI's dark text is black at 87 %). */
function shownOn(text: string, background: string): string {
  const { values, type } = decomposeColor(text);
  const alpha = type === 'rgba' ? (values[3] ?? 1) : 1;
  const under = decomposeColor(background).values;
  const blended = [0, 1, 2].map((i) => Math.round((values[i] ?? 0) * alpha + (under[i] ?? 0) * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: blended as [number, number, number] });
}

describe('the theme’s button colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createAppTheme(mode);
    for (const name of ['primary', 'secondary', 'accent', 'error', 'info', 'success', 'warning'] as const) {
      const colour = palette[name];
      it(`${mode}: ${name}'s text keeps 4.5:1 on the button and on its hover shade`, () => {
        for (const background of [colour.main, colour.dark]) {
          const ratio = getContrastRatio(shownOn(colour.contrastText, background), background);
          expect(ratio, `${colour.contrastText} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }
});
