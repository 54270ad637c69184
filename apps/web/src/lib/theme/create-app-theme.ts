import { createTheme, type PaletteMode } from '@mui/material/styles';

/**
 * SPEC §9 colours, in the shades that keep WCAG 2.2 AA contrast (4.5:1) for white text on them and for them
 * as text on the light background (the spec's teal #00897B gives 4.3:1 under white text; decision 028).
 */
export const BRAND_COLORS = {
  primary: '#00796B',
  secondary: '#BDBDBD',
  accent: '#1565C0',
  error: '#D32F2F',
  info: '#0277BD',
  success: '#2E7D32',
  warning: '#F57C00',
} as const;

/** The same hues lightened for dark paper, where they carry dark text. */
export const DARK_BRAND_COLORS = {
  primary: '#4DB6AC',
  secondary: '#BDBDBD',
  accent: '#64B5F6',
  error: '#F47174',
  info: '#4FC3F7',
  success: '#81C784',
  warning: '#FFB74D',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

/** The dashboard's type: Roboto's faces from the build (`app/fonts.css`), MUI's typeface on every system. */
export const WEB_FONT_FAMILY = 'Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The phone entry's type (decision 086): the phone's own font, nothing to download. Roboto is Android's system font
 * and is found by name; an iPhone draws in its system font (`-apple-system`), Windows in Segoe UI, anything else in
 * its own interface font.
 */
export const SYSTEM_FONT_FAMILY = 'Roboto, -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif';

export function createAppTheme(mode: PaletteMode, fontFamily: string = WEB_FONT_FAMILY) {
  const isDark = mode === 'dark';
  const colors = isDark ? DARK_BRAND_COLORS : BRAND_COLORS;
  const theme = createTheme({
    palette: {
      mode,
      // MUI picks white or dark text on each colour by this ratio: AA for normal text.
      contrastThreshold: 4.5,
      // The hover shade of a contained button is `dark`, MUI's colour darkened by 1.5 × this. A colour that carries
      // dark text (all of them on dark paper, warning on light) falls under 4.5:1 at the default (0.2, 30 % darker):
      // issue 37's walk found the dark theme's primary Add button at 4.1:1 under the pointer. 15 % darker keeps
      // every colour at 4.9:1 or more (create-app-theme.test.ts).
      tonalOffset: 0.1,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      accent: { main: colors.accent },
      error: { main: colors.error },
      info: { main: colors.info },
      success: { main: colors.success },
      warning: { main: colors.warning },
      background: isDark ? { default: '#121212', paper: '#1E1E1E' } : { default: '#F5F7F7', paper: '#FFFFFF' },
    },
    typography: { fontFamily },
    shape: { borderRadius: 8 },
    components: {
      MuiLink: {
        // Links use the accent colour (SPEC §9).
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { color: colors.accent } },
      },
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
  // MUI works out the shades and the text colour of its own colours only: the accent's, from the same rules.
  theme.palette.accent = theme.palette.augmentColor({ color: { main: colors.accent }, name: 'accent' });
  return theme;
}
