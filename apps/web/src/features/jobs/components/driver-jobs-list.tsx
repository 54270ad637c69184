import { mdiCashCheck, mdiCashRemove } from '@mdi/js';
import {
  DRIVER_JOB_COLUMN_HEADERS,
  formatMoney,
  PAID_FILTERS,
  type DriverJob,
  type DriverJobsPage,
  type driverJobsQuerySchema,
} from '@livery/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
  type SortOf,
  type TableFilter,
} from '../../../components/data-table';
import { RouterLink } from '../../../components/ui/router-link';
import { pickUpText, reservationLink } from '../../reservations';
import { driverJobsSource, useMarkDriverJobsPaid } from '../api/driver-jobs-api';

const H = DRIVER_JOB_COLUMN_HEADERS;
type Column = DataTableColumn<DriverJob, SortOf<typeof driverJobsQuerySchema>>;

const COLUMNS: readonly Column[] = [
  {
    field: 'number',
    headerName: H.number,
    render: (job) => (
      <RouterLink to={reservationLink({ id: job.reservationId, status: job.status })}>{job.number}</RouterLink>
    ),
  },
  { field: 'status', headerName: H.status },
  {
    field: 'pickUpDateTime',
    headerName: H.pickUpDateTime,
    sort: 'pickUpAt',
    render: (job) => pickUpText(job.pickUpDateTime),
  },
  { field: 'pickUpLocation', headerName: H.pickUpLocation },
  { field: 'stops', headerName: H.stops, render: (job) => job.stops.join(' · ') },
  { field: 'dropOffLocation', headerName: H.dropOffLocation },
  { field: 'carName', headerName: H.carName, render: (job) => `${job.carName} #${job.slot}` },
  { field: 'driverShare', headerName: H.driverShare, render: (job) => formatMoney(job.driverShare) },
  {
    field: 'isPaid',
    headerName: H.isPaid,
    render: (job) => (job.isPaid ? `Paid ${job.paidAt ? pickUpText(job.paidAt).slice(0, 10) : ''}` : 'Unpaid'),
  },
];

const FILTERS: readonly TableFilter[] = [
  { name: 'paid', label: 'Paid', options: PAID_FILTERS.map((value) => ({ value, label: value })) },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];

/** Totals of every job the filters match, not only this page's. */
function JobsSummary({ page }: { page: DriverJobsPage }) {
  const { summary } = page;
  const figures = [
    ['Total', formatMoney(summary.totalShare), summary.paidCount + summary.unpaidCount],
    ['Paid', formatMoney(summary.paidShare), summary.paidCount],
    ['Unpaid', formatMoney(summary.unpaidShare), summary.unpaidCount],
  ] as const;
  return (
    <Stack component="dl" direction="row" sx={{ gap: 2, flexWrap: 'wrap', m: 0 }}>
      {figures.map(([label, money, count]) => (
        <Paper key={label} variant="outlined" sx={{ px: 2, py: 1, minWidth: 150, flex: { xs: 1, sm: 'none' } }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label} ({count} {count === 1 ? 'job' : 'jobs'})
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {money}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A driver's jobs (issue 12, `users:jobs`, decision 048): each car of a trip they drive with its pickup, route and
 * their share, paid or unpaid, by date and paid; an administrator marks each paid or unpaid again. A driver sees
 * their own (the self rule), read-only.
 */
export function DriverJobsList({ driverId }: { driverId: number }) {
  const source = useMemo(() => driverJobsSource(driverId), [driverId]);
  const mark = useMarkDriverJobsPaid(driverId);
  const { mutate } = mark;
  const rowActions = useMemo<RowAction<DriverJob>[]>(
    () => [
      {
        label: 'Mark paid',
        icon: mdiCashCheck,
        permission: 'users:jobs',
        isVisible: (job, user) => user?.isAdmin === true && !job.isPaid,
        onClick: (job) => mutate({ jobs: [job], paid: true }),
      },
      {
        label: 'Mark unpaid',
        icon: mdiCashRemove,
        permission: 'users:jobs',
        isVisible: (job, user) => user?.isAdmin === true && job.isPaid,
        onClick: (job) => mutate({ jobs: [job], paid: false }),
      },
    ],
    [mutate],
  );
  const exportAction = useMemo(
    () => ({ path: `/users/${driverId}/jobs/export.csv`, permission: 'users:jobs' as const, fileName: 'jobs.csv' }),
    [driverId],
  );
  return (
    <DataTable
      label="Jobs"
      columns={COLUMNS}
      source={source}
      rowActions={rowActions}
      filters={FILTERS}
      exportCsv={exportAction}
      defaultSort="-pickUpAt"
      searchLabel="Search by number or address"
      summary={(page) => (
        <section aria-label="Driver shares">
          <JobsSummary page={page as DriverJobsPage} />
        </section>
      )}
    />
  );
}
