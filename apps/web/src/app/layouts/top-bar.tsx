import { mdiMenu } from '@mdi/js';
import { APP_NAME } from '@livery/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { MdiIcon } from '../../components/ui/mdi-icon';
import { useSessionState } from '../../lib/session';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** The app bar: app name, theme toggle, the user's menu (or "Sign in"). */
export function TopBar({ onOpenNavigation }: { onOpenNavigation?: () => void }) {
  const { user, status } = useSessionState();
  const { pathname } = useLocation();

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={onOpenNavigation}
            sx={{ mr: 1 }}
          >
            <MdiIcon path={mdiMenu} />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={Link}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 500, letterSpacing: 0.5 }}
        >
          {APP_NAME}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        {user && <UserMenu user={user} />}
        {!user && status === 'signed-out' && pathname !== '/login' && (
          <Button color="inherit" component={Link} to="/login" sx={{ ml: 1 }}>
            Sign in
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
