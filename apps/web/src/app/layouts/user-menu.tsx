import { mdiAccountCircle, mdiLogout } from '@mdi/js';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@livery/domain';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { notifyError } from '../../lib/notify-error';
import { useSignOut } from '../../lib/session';

/** The signed-in user's menu (profile, sign out) and a one-click "Sign out" button. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();

  const handleSignOut = () => {
    setAnchor(null);
    signOut
      .mutateAsync()
      .then(() => navigate('/login', { replace: true }))
      .catch((error: unknown) => notifyError(error));
  };

  return (
    <>
      <Tooltip title={user.fullName}>
        <IconButton
          color="inherit"
          aria-label="User menu"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MdiIcon path={mdiAccountCircle} />
        </IconButton>
      </Tooltip>
      <Tooltip title="Sign out">
        <IconButton color="inherit" aria-label="Sign out" onClick={handleSignOut} disabled={signOut.isPending}>
          <MdiIcon path={mdiLogout} />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
        <MenuItem component={Link} to={`/users/${user.id}/profile-info`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <MdiIcon path={mdiAccountCircle} fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={handleSignOut}>
          <ListItemIcon>
            <MdiIcon path={mdiLogout} fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
