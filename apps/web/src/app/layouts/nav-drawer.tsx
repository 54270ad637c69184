import { mdiHome } from '@mdi/js';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, useLocation } from 'react-router';
import { MdiIcon } from '../../components/ui/mdi-icon';
import type { NavArea } from '../navigation';

export const DRAWER_WIDTH = 240;

interface NavDrawerProps {
  areas: readonly NavArea[];
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
}

const isCurrent = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The default layout's navigation: Home and the areas the user may see. */
export function NavDrawer({ areas, variant, open, onClose }: NavDrawerProps) {
  const { pathname } = useLocation();
  const items = [{ label: 'Home', path: '/', icon: mdiHome }, ...areas];

  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: 'auto' }}>
        <List>
          {items.map((item) => {
            const current = isCurrent(pathname, item.path);
            return (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  selected={current}
                  onClick={variant === 'temporary' ? onClose : undefined}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <MdiIcon path={item.icon} color={current ? 'primary' : 'inherit'} />
                  </ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
