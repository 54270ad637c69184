import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

/** The what-if's figures (decision 093): a total, and a breakdown as a table or, on a phone, as cards. */

/** One figure of the totals: a label over its value. */
export function Figure({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ minWidth: 140 }}>
      <Typography id={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

export interface Column<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * Rows as a table on a wide screen, and as cards, one a row, on a phone (390 px without sideways scroll): the first
 * column is the card's title, the others label and value beneath it.
 */
export function FiguresTable<Row>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isPhone ? (
        <Stack component="ul" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {first.value(row)}
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
                {rest.map((column) => (
                  <Box key={column.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {column.value(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
