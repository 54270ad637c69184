import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { cellContent } from './table-columns';
import type { DataTableColumn } from './types';

const isEmpty = (content: ReactNode) => content === '' || content === null || content === undefined;

/**
 * A row as a phone shows it when its list has no card of its own (issue 38 item 28): the list's own columns, the
 * first as the card's title and each other one as "Header  value", the empty ones left out — every catalogue list
 * reads at 390 px without a card written for it.
 */
export function ColumnCard<Row>({ row, columns }: { row: Row; columns: readonly DataTableColumn<Row>[] }) {
  const [first, ...rest] = columns;
  const details = rest
    .map((column) => ({ column, content: cellContent(row, column) }))
    .filter(({ content }) => !isEmpty(content));
  return (
    <>
      {first && (
        <Typography component="div" sx={{ fontWeight: 500 }}>
          {cellContent(row, first)}
        </Typography>
      )}
      {details.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.25,
            alignItems: 'center',
            m: 0,
            mt: 0.5,
          }}
        >
          {details.map(({ column, content }) => (
            <Fragment key={column.field}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {column.headerName}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                {content}
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
    </>
  );
}
