import { mdiCheckboxBlankOutline, mdiCheckboxMarked, mdiViewColumn } from '@mdi/js';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { MdiIcon } from '../ui/mdi-icon';
import type { DataTableColumn } from './types';

interface ColumnChooserProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string) => void;
}

/**
 * "Columns": a menu of the table's columns, each ticked while shown; choosing one hides or shows it and the
 * menu stays open for the next. The last column shown cannot be hidden.
 */
export function ColumnChooser<Row>({ columns, hidden, onToggle }: ColumnChooserProps<Row>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shown = columns.length - hidden.size;
  return (
    <>
      <Button
        startIcon={<MdiIcon path={mdiViewColumn} />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const isShown = !hidden.has(column.field);
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={isShown}
              disabled={isShown && shown === 1}
              onClick={() => onToggle(column.field)}
            >
              <ListItemIcon>
                <MdiIcon
                  path={isShown ? mdiCheckboxMarked : mdiCheckboxBlankOutline}
                  fontSize="small"
                  color={isShown ? 'primary' : 'action'}
                />
              </ListItemIcon>
              {column.headerName}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
