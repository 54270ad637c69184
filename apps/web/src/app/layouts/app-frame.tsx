import { layoutFor } from '@livery/domain';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PageLoader } from '../../components/ui/page-loader';
import { useLocation } from 'react-router';
import { useSessionState } from '../../lib/session';
import { navAreasOf } from '../navigation';
import { NavDrawer } from './nav-drawer';
import { ProfileArea, SettingsNav } from './lazy-layouts';
import { TopBar } from './top-bar';

/** The site's pages as links under every screen: its own chunk, drawn once loaded, never before the page. */
const SiteFooter = lazy(async () => ({
  default: (await import('../../features/static-pages/components/site-footer')).SiteFooter,
}));

/**
 * The frame of every screen. The three layouts of SPEC §2 (chosen by domain `layoutFor`) share it:
 * default shows the page, settings adds the settings tabs, user-profile adds the profile tabs.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  const { user } = useSessionState();
  const areas = navAreasOf(user);
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [isMobileNavOpen, setMobileNavOpen] = useState(false);
  const hasNavigation = areas.length > 0;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} data-layout={layout}>
      <TopBar onOpenNavigation={hasNavigation && !isDesktop ? () => setMobileNavOpen(true) : undefined} />
      {hasNavigation && (
        <NavDrawer
          areas={areas}
          variant={isDesktop ? 'permanent' : 'temporary'}
          open={isDesktop || isMobileNavOpen}
          onClose={() => setMobileNavOpen(false)}
        />
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {layout === 'settings' && (
          <Suspense fallback={null}>
            <SettingsNav />
          </Suspense>
        )}
        {layout === 'user-profile' ? (
          <Suspense fallback={<PageLoader />}>
            <ProfileArea>{children}</ProfileArea>
          </Suspense>
        ) : (
          children
        )}
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </Box>
    </Box>
  );
}
