import type { PaletteMode } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readLocal, THEME_MODE_KEY, writeLocal } from '../storage';

interface ThemeModeValue {
  mode: PaletteMode;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** Light by default, dark as the alternative (SPEC §9); the choice is remembered in localStorage. */
export const readThemeMode = (): PaletteMode => (readLocal(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light');

export function ThemeModeProvider({ children }: { children: (mode: PaletteMode) => ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(readThemeMode);
  const toggleMode = useCallback(() => {
    setMode((previous) => {
      const next = previous === 'light' ? 'dark' : 'light';
      writeLocal(THEME_MODE_KEY, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return <ThemeModeContext.Provider value={value}>{children(mode)}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
