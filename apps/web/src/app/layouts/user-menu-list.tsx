import { mdiAccountCircle, mdiLogout } from '@mdi/js';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { SessionUser } from '@livery/domain';
import { MdiIcon } from '../../components/ui/mdi-icon';

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
      {/* Who is signed in: text, not an item of the menu (axe: a menu holds items, and an <li> needs a list). */}
      <Typography component="li" role="none" sx={{ px: 2, py: 1 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {user.fullName}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Typography>
      <Divider component="li" />
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
