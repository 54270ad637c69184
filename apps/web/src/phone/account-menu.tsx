import { mdiAccountCircle, mdiLogout, mdiViewDashboard, mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import type { SessionUser } from '@livery/domain';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MdiIcon } from '../components/ui/mdi-icon';
import { signedInAs } from '../components/ui/signed-in-as';
import { notifyError } from '../lib/notify-error';
import { useSignOut } from '../lib/session';
import { useThemeMode } from '../lib/theme/theme-mode';

interface AccountMenuProps {
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The phone's account menu: who is signed in, the dashboard and the profile (full loads: they are the dashboard's
 * screens), the theme, and signing out (to the server's sign-in page).
 */
export function AccountMenu({ user, anchor, onClose }: AccountMenuProps) {
  const signOut = useSignOut();
  const { mode, toggleMode } = useThemeMode();
  const handleSignOut = () => {
    onClose();
    signOut
      .mutateAsync()
      .then(() => window.location.assign('/login'))
      .catch((error: unknown) => notifyError(error));
  };
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {signedInAs(user)}
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <MdiIcon path={mdiViewDashboard} fontSize="small" />
        </ListItemIcon>
        Dashboard
      </MenuItem>
      <MenuItem component="a" href={`/users/${user.id}/profile-info`}>
        <ListItemIcon>
          <MdiIcon path={mdiAccountCircle} fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem onClick={toggleMode}>
        <ListItemIcon>
          <MdiIcon path={mode === 'light' ? mdiWeatherNight : mdiWhiteBalanceSunny} fontSize="small" />
        </ListItemIcon>
        {mode === 'light' ? 'Dark theme' : 'Light theme'}
      </MenuItem>
      <MenuItem onClick={handleSignOut} disabled={signOut.isPending}>
        <ListItemIcon>
          <MdiIcon path={mdiLogout} fontSize="small" />
        </ListItemIcon>
        Sign out
      </MenuItem>
    </Menu>
  );
}
