import { mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { useThemeMode } from '../../lib/theme/theme-mode';

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const hint = mode === 'light' ? 'Switch to the dark theme' : 'Switch to the light theme';
  return (
    // The browser's own hint (`title`), not MUI's Tooltip, which brought Popper into every first screen (decision 087).
    <IconButton
      color="inherit"
      aria-label="Toggle theme"
      title={hint}
      aria-pressed={mode === 'dark'}
      onClick={toggleMode}
    >
      <MdiIcon path={mode === 'light' ? mdiWeatherNight : mdiWhiteBalanceSunny} />
    </IconButton>
  );
}
