import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from './use-list-state';

interface ListPaginationProps {
  count: number;
  /** Past 1,000 matching rows the API estimates the count (decision 031): "1–25 of about 1,000,000". */
  countIsEstimate: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** The table's footer: rows per page (SPEC §9: 25, 50, 100), the rows shown of how many, previous and next. */
export function ListPagination({
  count,
  countIsEstimate,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelDisplayedRows={({ from, to, count: total }) =>
        `${from}–${to} of ${countIsEstimate ? 'about ' : ''}${total.toLocaleString('en-US')}`
      }
      // A phone's width: the page size and the count wrap onto two lines rather than run out of the paper.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}
