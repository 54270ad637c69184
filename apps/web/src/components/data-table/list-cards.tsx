import type { Grantee } from '@livery/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RowActionsMenu } from './row-actions-menu';
import type { RowAction } from './types';

/**
 * Skeleton cards until the first page comes: enough to fill a phone's screen, so that what is drawn under the list
 * (the site's footer, its own chunk) starts below it and is not pushed down when the rows come (a layout shift,
 * decision 087).
 */
const SKELETON_CARDS = 8;

interface ListCardsProps<Row> {
  label: string;
  /** Undefined until the first page has come (skeleton cards meanwhile). */
  rows: readonly Row[] | undefined;
  /** The row's key facts (the screen's own card content). */
  card: (row: Row) => ReactNode;
  actions: readonly RowAction<Row>[];
  user: Grantee | null;
  rowIdOf: (row: Row) => string | number;
  rowNameOf: (row: Row) => string;
  emptyText: string;
}

/**
 * The rows as a list of cards, for a phone's width: each card the screen's key facts of its row, with the row's
 * "⋮" menu in its corner — nothing to scroll sideways.
 */
export function ListCards<Row>({
  label,
  rows,
  card,
  actions,
  user,
  rowIdOf,
  rowNameOf,
  emptyText,
}: ListCardsProps<Row>) {
  if (rows !== undefined && rows.length === 0) {
    return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {rows === undefined
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} aria-hidden>
              <Skeleton variant="rounded" height={96} />
            </li>
          ))
        : rows.map((row) => (
            <Paper
              component="li"
              variant="outlined"
              key={rowIdOf(row)}
              sx={{ display: 'flex', p: 1.5, gap: 1, minWidth: 0 }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{card(row)}</Box>
              {actions.length > 0 && (
                <Box sx={{ flexShrink: 0, mt: -0.5, mr: -0.5 }}>
                  <RowActionsMenu row={row} name={rowNameOf(row)} actions={actions} user={user} />
                </Box>
              )}
            </Paper>
          ))}
    </Box>
  );
}
