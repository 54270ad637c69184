import { APP_NAME } from '@livery/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { useLiveUpdates } from '../app/use-live-updates';
import { useSessionState } from '../lib/session';
import { AccountButton } from './account-button';

/**
 * The phone entry's frame (decision 085): a slim bar — the name back home (a full load: the dashboard for someone
 * signed in) and the account's menu — over the page, in one `<main>`. No drawer and no footer: those are the
 * dashboard's. Trips change live as in the dashboard (decision 049).
 */
export function PhoneFrame() {
  useLiveUpdates();
  const { user } = useSessionState();
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography
            variant="h6"
            component="a"
            href="/"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 500, letterSpacing: 0.5 }}
          >
            {APP_NAME}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {user && <AccountButton user={user} />}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Outlet />
      </Box>
    </>
  );
}
