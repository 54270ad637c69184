import { APP_NAME } from '@livery/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ThemeToggle } from '../app/layouts/theme-toggle';
import { useDocumentTitle } from '../app/use-document-title';
import { useSeo } from '../app/use-seo';
import { isEmbedded } from '../lib/embedding';
import { useSessionState } from '../lib/session';
import { useFrameHeight } from './frame-height';

/** The visitor's bar: the name back to the public home (the server's page), the theme, and signing in. */
function VisitorBar() {
  const { user, status } = useSessionState();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
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
        <ThemeToggle />
        {user && (
          // The dashboard is another entry: a full load, which the server answers with it for a signed-in person.
          <Button color="inherit" href="/" sx={{ ml: 1 }}>
            Dashboard
          </Button>
        )}
        {!user && status === 'signed-out' && pathname !== '/login' && (
          <Button color="inherit" component={Link} to={`/login?redirect=${encodeURIComponent(here)}`} sx={{ ml: 1 }}>
            Sign in
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

/** In another site's frame: the form alone, its height sent to the page on every change (`/embed.js`). */
function FramedPage() {
  const content = useRef<HTMLDivElement>(null);
  useFrameHeight(content);
  return (
    <Box ref={content} component="main" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Outlet />
    </Box>
  );
}

/**
 * The booking entry's frame (decision 066): the visitor's `/reservation/create` with a slim bar instead of the
 * dashboard's menus, or the widget's form alone inside another site.
 */
export function BookLayout() {
  useDocumentTitle();
  useSeo();
  if (isEmbedded) return <FramedPage />;
  return (
    <>
      <VisitorBar />
      <Box component="main" sx={{ maxWidth: 1040, mx: 'auto', p: { xs: 2, md: 3 } }}>
        <Outlet />
      </Box>
    </>
  );
}
