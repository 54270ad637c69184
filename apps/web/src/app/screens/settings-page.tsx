import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';
import { useSessionState } from '../../lib/session';
import { visibleItems } from '../nav-items';
import { ScreenHeader } from './screen-header';
import { SETTINGS_SECTIONS } from './settings';

/** `/settings` (SETTINGS_SCREEN): the settings sections the user may open. */
export function SettingsPage() {
  const { user } = useSessionState();
  const sections = visibleItems(SETTINGS_SECTIONS, user);
  return (
    <>
      <ScreenHeader />
      <Paper variant="outlined">
        <List aria-label="Settings sections">
          {sections.map((section) => (
            <ListItem key={section.path} disablePadding>
              <ListItemButton component={Link} to={section.path}>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
