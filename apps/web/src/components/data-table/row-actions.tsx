import type { Grantee } from '@livery/domain';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { MdiIcon } from '../ui/mdi-icon';
import type { RowAction } from './types';

/** A row's action buttons: an icon each, named by its label (for screen readers) and shown as its tooltip. */
export function RowActions<Row>({
  row,
  actions,
  user,
}: {
  row: Row;
  /** Already only the actions the user holds the permission for. */
  actions: readonly RowAction<Row>[];
  user: Grantee | null;
}) {
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {actions
        .filter((action) => !action.isVisible || action.isVisible(row, user))
        .map((action) => (
          <Tooltip key={action.label} title={action.label}>
            <IconButton
              size="small"
              aria-label={action.label}
              color={action.color ?? 'inherit'}
              onClick={() => action.onClick(row)}
            >
              <MdiIcon path={action.icon} fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
    </Stack>
  );
}
