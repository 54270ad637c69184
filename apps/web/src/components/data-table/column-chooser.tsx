import { mdiArrowDown, mdiArrowUp, mdiViewColumn } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MdiIcon } from '../ui/mdi-icon';
import type { ColumnPreferences } from './use-column-preferences';

/**
 * "Columns": every column of the table in its order, each with a checkbox to show or hide it and buttons to move it
 * up or down; "Default columns" goes back to the screen's own. The last column shown cannot be hidden, a pinned one
 * (the row's number) is always shown and first.
 */
export function ColumnChooser<Row>({ columns }: { columns: ColumnPreferences<Row> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const { ordered, hidden, shown, toggle, move, reset, isDefault } = columns;
  const movable = ordered.filter((column) => !column.pinned);
  return (
    <>
      <Button
        startIcon={<MdiIcon path={mdiViewColumn} />}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: { maxHeight: '70vh', width: 320 } },
        }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            Columns
          </Typography>
        </Box>
        <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, px: 2, py: 0 }}>
          {ordered.map((column) => {
            const isShown = !hidden.has(column.field);
            const place = movable.indexOf(column);
            return (
              <Stack component="li" key={column.field} direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 0 }}
                  label={column.headerName}
                  control={
                    <Checkbox
                      size="small"
                      checked={isShown}
                      disabled={column.pinned === true || (isShown && shown.length === 1)}
                      onChange={() => toggle(column.field)}
                    />
                  }
                />
                {!column.pinned && (
                  <>
                    <IconButton
                      size="small"
                      aria-label={`Move ${column.headerName} up`}
                      title={`Move ${column.headerName} up`}
                      disabled={place === 0}
                      onClick={() => move(column.field, -1)}
                    >
                      <MdiIcon path={mdiArrowUp} fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${column.headerName} down`}
                      title={`Move ${column.headerName} down`}
                      disabled={place === movable.length - 1}
                      onClick={() => move(column.field, 1)}
                    >
                      <MdiIcon path={mdiArrowDown} fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Stack>
            );
          })}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1, gap: 1 }}>
          <Button onClick={reset} disabled={isDefault}>
            Default columns
          </Button>
          <Button onClick={() => setAnchor(null)}>Done</Button>
        </Stack>
      </Popover>
    </>
  );
}
