import type { Grantee } from '@livery/domain';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { MdiIcon } from '../ui/mdi-icon';
import { actionsShown } from './actions-shown';
import type { RowAction } from './types';

/**
 * A row's action buttons: an icon each, named by its label (for screen readers) and showing it as the browser's
 * tooltip (`title`), as the data grid did. A page holds up to 100 rows of them: MUI's Tooltip, with its popper,
 * cost more to draw than the rest of the row.
 */
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
      {actionsShown(row, actions, user).map(({ action, reason }) =>
        reason === null ? (
          <IconButton
            key={action.label}
            size="small"
            aria-label={action.label}
            title={action.label}
            color={action.color ?? 'inherit'}
            onClick={() => action.onClick(row)}
          >
            <MdiIcon path={action.icon} fontSize="small" />
          </IconButton>
        ) : (
          <IconButton
            key={action.label}
            size="small"
            aria-disabled="true"
            aria-label={`${action.label} (not available): ${reason}`}
            title={reason}
            sx={{ color: 'text.disabled' }}
          >
            <MdiIcon path={action.icon} fontSize="small" />
          </IconButton>
        ),
      )}
    </Stack>
  );
}
