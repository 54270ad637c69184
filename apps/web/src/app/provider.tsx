import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { BRAND_COLORS, createAppTheme } from '../lib/theme/create-app-theme';
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

function ThemedApp({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={toastColors} />
      {children}
      <Toasts />
    </ThemeProvider>
  );
}

/** Server state (TanStack Query), theme (light/dark) and toasts for the whole app. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>{(mode) => <ThemedApp mode={mode}>{children}</ThemedApp>}</ThemeModeProvider>
    </QueryClientProvider>
  );
}
