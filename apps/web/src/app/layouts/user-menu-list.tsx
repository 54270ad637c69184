import { mdiAccountCircle, mdiLogout } from '@mdi/js';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import type { SessionUser } from '@livery/domain';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { signedInAs } from '../../components/ui/signed-in-as';

interface UserMenuListProps {
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The user menu's items: who is signed in, their profile, signing out. Loaded when the menu is first opened. */
export function UserMenuList({ user, anchor, onClose, onSignOut }: UserMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {signedInAs(user)}
      <MenuItem component={Link} to={`/users/${user.id}/profile-info`} onClick={onClose}>
        <ListItemIcon>
          <MdiIcon path={mdiAccountCircle} fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <MdiIcon path={mdiLogout} fontSize="small" />
        </ListItemIcon>
        Sign out
      </MenuItem>
    </Menu>
  );
}
