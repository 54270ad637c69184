import { mdiCashCheck, mdiCashRemove } from '@mdi/js';
import {
  DRIVER_JOB_COLUMN_HEADERS,
  type DriverJob,
  type DriverJobsPage,
  type driverJobsQuerySchema,
  formatMoney,
  mayMarkJobsPaid,
  PAID_FILTERS,
  type Permission,
} from '@livery/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
  type SortOf,
  type TableFilter,
} from '../../../components/data-table';
import { RouterLink } from '../../../components/ui/router-link';
import { useSession } from '../../../lib/session';
import { pickUpText, StatusChip } from '../../reservations';
import { driverJobsSource } from '../api/driver-jobs';
import { useMarkDriverJobsPaid } from '../api/mark-driver-jobs-paid';
import { flightText, jobPath, pickUpShort, routeText } from './job-text';

const H = DRIVER_JOB_COLUMN_HEADERS;
type Column = DataTableColumn<DriverJob, SortOf<typeof driverJobsQuerySchema>>;
type LinkOf = (job: DriverJob) => string;

const paidText = (job: DriverJob) =>
  job.isPaid ? `Paid ${job.paidAt ? pickUpText(job.paidAt).slice(0, 10) : ''}`.trim() : 'Unpaid';

/** A second, quieter line of a cell. */
const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/**
 * The columns at a desk, what a driver reads before a day: the number (to the job's page), when, the route with its
 * stops, the passenger with phone and count, the flight, the notes, the car and the share. Related facts share a
 * column, so a 1280 px window holds the row.
 */
const columnsOf = (linkOf: LinkOf): readonly Column[] => [
  {
    field: 'number',
    headerName: H.number,
    // SPEC §9's 170 px columns make the row wider than a 1280 px window: the number stays in view.
    pinned: true,
    render: (job) => <RouterLink to={linkOf(job)}>{job.number}</RouterLink>,
  },
  { field: 'status', headerName: H.status, render: (job) => <StatusChip status={job.status} reader="driver" /> },
  {
    field: 'pickUpDateTime',
    headerName: H.pickUpDateTime,
    sort: 'pickUpAt',
    render: (job) => pickUpShort(job.pickUpDateTime),
  },
  {
    field: 'route',
    headerName: 'Route',
    minWidth: 220,
    render: (job) => [job.pickUpLocation ?? '–', ...job.stops, job.dropOffLocation ?? '–'].join(' → '),
  },
  {
    field: 'passengerName',
    headerName: H.passengerName,
    render: (job) => (
      <>
        {job.passengerName ?? '–'}
        <Secondary>
          {[job.phoneNumber, job.passengers === null ? '' : `${job.passengers} pax`].filter(Boolean).join(' · ')}
        </Secondary>
      </>
    ),
  },
  { field: 'flightNumber', headerName: H.flightNumber, render: (job) => flightText(job.flightNumber, job.airline) },
  { field: 'comments', headerName: H.comments, minWidth: 160 },
  {
    field: 'driverShare',
    headerName: 'Car and share',
    render: (job) => (
      <>
        {job.carName} #{job.slot}
        <Secondary>
          {formatMoney(job.driverShare)} · {paidText(job)}
        </Secondary>
      </>
    ),
  },
];

/** A job on a phone: when (the link to its page), its status, the route, then the passenger, car and share. */
function JobCard({ job, to }: { job: DriverJob; to: string }) {
  const stops = job.stops.length;
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <RouterLink
          to={to}
          variant="subtitle1"
          sx={{ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {pickUpShort(job.pickUpDateTime)} · {job.number}
        </RouterLink>
        <StatusChip status={job.status} reader="driver" />
      </Stack>
      <Typography variant="body2">
        {routeText(job.pickUpLocation, job.dropOffLocation)}
        {stops > 0 && ` (${stops} ${stops === 1 ? 'stop' : 'stops'})`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          job.passengerName,
          job.passengers === null ? '' : `${job.passengers} pax`,
          `${job.carName} #${job.slot}`,
          `${formatMoney(job.driverShare)} ${paidText(job).toLowerCase()}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  );
}

const NO_ACTIONS: readonly RowAction<DriverJob>[] = [];

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
 * A driver's jobs (issue 12, `users:jobs` or `drivers:view`, decisions 048 and 053): each car of a trip they drive
 * with its pickup, route, passenger and their share, paid or unpaid, by date and paid; each opens its job page. On a
 * phone a list of cards, at a desk a table whose number stays in view. An administrator marks each paid or unpaid
 * again (the row's menu); a driver sees their own (the self rule), read-only.
 */
export function DriverJobsList({ driverId }: { driverId: number }) {
  const { user, can } = useSession();
  const viewerId = user?.id;
  // Either permission that reads the jobs exports them (the API's selfOr); users:jobs when held.
  const exportPermission: Permission = can('users:jobs') ? 'users:jobs' : 'drivers:view';
  const source = useMemo(() => driverJobsSource(driverId), [driverId]);
  const linkOf = useCallback<LinkOf>((job) => jobPath(job.reservationId, driverId, viewerId), [driverId, viewerId]);
  const columns = useMemo(() => columnsOf(linkOf), [linkOf]);
  const card = useCallback((job: DriverJob) => <JobCard job={job} to={linkOf(job)} />, [linkOf]);
  const mark = useMarkDriverJobsPaid(driverId);
  const { mutate } = mark;
  const mayPay = mayMarkJobsPaid(user);
  // Only administrators pay drivers: no one else is given an empty Actions column.
  const rowActions = useMemo<RowAction<DriverJob>[]>(
    () => [
      {
        label: 'Mark paid',
        icon: mdiCashCheck,
        permission: 'users:jobs',
        isVisible: (job, user) => mayMarkJobsPaid(user) && !job.isPaid,
        onClick: (job) => mutate({ jobs: [job], paid: true }),
      },
      {
        label: 'Mark unpaid',
        icon: mdiCashRemove,
        permission: 'users:jobs',
        isVisible: (job, user) => mayMarkJobsPaid(user) && job.isPaid,
        onClick: (job) => mutate({ jobs: [job], paid: false }),
      },
    ],
    [mutate],
  );
  const shownActions = mayPay ? rowActions : NO_ACTIONS;
  const exportAction = useMemo(
    () => ({ path: `/users/${driverId}/jobs/export.csv`, permission: exportPermission, fileName: 'jobs.csv' }),
    [driverId, exportPermission],
  );
  return (
    <DataTable
      label="Jobs"
      columns={columns}
      source={source}
      rowActions={shownActions}
      rowActionsAs="menu"
      getRowName={(job) => job.number}
      filters={FILTERS}
      exportCsv={exportAction}
      defaultSort="-pickUpAt"
      searchLabel="Search by number or address"
      card={card}
      summary={(page) => (
        <section aria-label="Driver shares">
          <JobsSummary page={page as DriverJobsPage} />
        </section>
      )}
    />
  );
}
