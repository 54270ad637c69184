import { mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { useThemeMode } from '../../lib/theme/theme-mode';

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const hint = mode === 'light' ? 'Switch to the dark theme' : 'Switch to the light theme';
  return (
    <Tooltip title={hint}>
      <IconButton color="inherit" aria-label="Toggle theme" aria-pressed={mode === 'dark'} onClick={toggleMode}>
        <MdiIcon path={mode === 'light' ? mdiWeatherNight : mdiWhiteBalanceSunny} />
      </IconButton>
    </Tooltip>
  );
}
