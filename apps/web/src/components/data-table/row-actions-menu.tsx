import { mdiDotsVertical } from '@mdi/js';
import type { Grantee } from '@livery/domain';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { MdiIcon } from '../ui/mdi-icon';
import { actionsShown } from './actions-shown';
import type { RowAction } from './types';

/**
 * A row's actions as one "⋮" button (named "Actions for A41") opening a menu of them: the same actions, under the
 * same permissions and rules as the buttons, in a column as narrow as one icon. The menu is drawn only while open
 * (a page holds up to 100 rows).
 */
export function RowActionsMenu<Row>({
  row,
  name,
  actions,
  user,
}: {
  row: Row;
  /** What the row is called in the button's name ("A41"). */
  name: string;
  /** Already only the actions the user holds the permission for. */
  actions: readonly RowAction<Row>[];
  user: Grantee | null;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = actionsShown(row, actions, user);
  if (shown.length === 0) return null;
  const label = `Actions for ${name}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MdiIcon path={mdiDotsVertical} fontSize="small" />
      </IconButton>
      {anchor && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': label } }}
        >
          {shown.map(({ action, reason }) =>
            reason === null ? (
              <MenuItem
                key={action.label}
                onClick={() => {
                  setAnchor(null);
                  action.onClick(row);
                }}
              >
                <ListItemIcon>
                  <MdiIcon path={action.icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ) : (
              // Focusable and read out with its reason (a `disabled` item is skipped by the keyboard and dimmed).
              <MenuItem key={action.label} aria-disabled="true" sx={{ whiteSpace: 'normal', maxWidth: 340 }}>
                <ListItemIcon sx={{ color: 'text.disabled' }}>
                  <MdiIcon path={action.icon} fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={`${action.label} (not available)`}
                  secondary={reason}
                  slotProps={{ primary: { sx: { color: 'text.secondary' } } }}
                />
              </MenuItem>
            ),
          )}
        </Menu>
      )}
    </>
  );
}
