import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { createAppTheme } from '../lib/theme/create-app-theme';
import { ThemeModeProvider } from '../lib/theme/theme-mode';

function ThemedApp({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      {/* SPEC §9: newest on top, 1000 ms, coloured, top-centre; toasts survive URL changes. */}
      <ToastContainer position="top-center" autoClose={1000} newestOnTop theme="colored" />
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
