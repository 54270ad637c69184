import { createTheme, type PaletteMode } from '@mui/material/styles';

/** SPEC §9 colours. */
export const BRAND_COLORS = {
  primary: '#00897B',
  secondary: '#BDBDBD',
  accent: '#1976D2',
  error: '#D32F2F',
  info: '#0288D1',
  success: '#388E3C',
  warning: '#F57C00',
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

export function createAppTheme(mode: PaletteMode) {
  const isDark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: BRAND_COLORS.primary, contrastText: '#FFFFFF' },
      secondary: { main: BRAND_COLORS.secondary },
      accent: { main: BRAND_COLORS.accent },
      error: { main: BRAND_COLORS.error },
      info: { main: BRAND_COLORS.info },
      success: { main: BRAND_COLORS.success },
      warning: { main: BRAND_COLORS.warning },
      background: isDark ? { default: '#121212', paper: '#1E1E1E' } : { default: '#F5F7F7', paper: '#FFFFFF' },
    },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 8 },
    components: {
      MuiLink: {
        // Links use the accent colour (SPEC §9); a lighter shade keeps contrast on dark paper.
        defaultProps: { underline: 'hover' },
        styleOverrides: { root: { color: isDark ? '#64B5F6' : BRAND_COLORS.accent } },
      },
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
