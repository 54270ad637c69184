import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
// MUI's own ThemeProvider (`@mui/material/styles`) picks, as the app runs, between this one and its CSS-variables
// provider, which a theme without `cssVariables` or `colorSchemes` never uses: the choice alone brought that provider
// into every entry's first screen (10 kB, 2.7 kB as served; decision 086). For such a theme MUI's is this one.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { BRAND_COLORS, createAppTheme, WEB_FONT_FAMILY } from '../lib/theme/create-app-theme';
import { ThemeModeProvider } from '../lib/theme/theme-mode';
import { useLoadedToasts } from '../lib/toast';

/**
 * The coloured toasts in the SPEC §9 palette rather than react-toastify's own greens and reds; toasts carry white
 * text, so warning takes a deeper orange that keeps 4.5:1.
 */
const toastColors = {
  ':root': {
    '--toastify-color-info': BRAND_COLORS.info,
    '--toastify-color-success': BRAND_COLORS.success,
    '--toastify-color-warning': '#B45309',
    '--toastify-color-error': BRAND_COLORS.error,
  },
};

/** SPEC §9: newest on top, 1000 ms, coloured, top-centre; toasts survive URL changes. Drawn once a toast loaded it. */
function Toasts() {
  const toastify = useLoadedToasts();
  return toastify && <toastify.ToastContainer position="top-center" autoClose={1000} newestOnTop theme="colored" />;
}

interface ThemedAppProps {
  mode: 'light' | 'dark';
  fontFamily: string;
  children: ReactNode;
}

function ThemedApp({ mode, fontFamily, children }: ThemedAppProps) {
  const theme = useMemo(() => createAppTheme(mode, fontFamily), [mode, fontFamily]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={toastColors} />
      {children}
      <Toasts />
    </ThemeProvider>
  );
}

interface AppProviderProps {
  queryClient: QueryClient;
  /** The theme's type: the build's Roboto (`app/fonts.css`) unless the entry draws in the system's (decision 086). */
  fontFamily?: string;
  children: ReactNode;
}

/** Server state (TanStack Query), theme (light/dark) and toasts for the whole app. */
export function AppProvider({ queryClient, fontFamily = WEB_FONT_FAMILY, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        {(mode) => (
          <ThemedApp mode={mode} fontFamily={fontFamily}>
            {children}
          </ThemedApp>
        )}
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
