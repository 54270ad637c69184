import { countOf, formatMoney, fromCents, RISK_LABELS, toCents, type Operations, type Risk } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/ui/router-link';
import { pickUpWithWeekday } from '../../reservations';
import { useTodaysOperations } from '../api/operations';

function Card({ id, title, summary, children }: { id: string; title: string; summary?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {summary && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {summary}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** The reservations list filtered to today's trips of one status. */
const listOf = (status: string, date: string) => `/reservations?status=${status}&from=${date}&to=${date}`;
/** The reservations list of every trip that owes, whatever its pickup date (`from=` clears the list's default). */
const OWING_LIST = '/reservations?balanceDue=true&from=';

/** Statuses of a trip that is not on the books today: not counted as scheduled. */
const OFF_THE_BOOKS = new Set(['cancelled', 'duplicate']);

function TodayByStatus({ data }: { data: Operations }) {
  const scheduled = data.todayByStatus.filter((s) => !OFF_THE_BOOKS.has(s.status)).reduce((n, s) => n + s.count, 0);
  return (
    <Card
      id="today-heading"
      title={`Trips today (${data.date})`}
      // What each figure counts (issue 38): the pickups scheduled today, and those whose passenger was picked up.
      summary={`${countOf(scheduled, 'trip')} scheduled today, ${data.pickedUpToday} picked up so far`}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {data.todayByStatus.map(({ status, count }) => (
          <li key={status}>
            <RouterLink to={listOf(status, data.date)}>
              <Typography component="span" variant="h5" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                {count}
              </Typography>{' '}
              <Typography component="span" variant="body2">
                {status}
              </Typography>
            </RouterLink>
          </li>
        ))}
      </Box>
      <BalanceDue data={data} />
    </Card>
  );
}

/**
 * The trips that owe money, read from the payments (issue 38, decision 080): a status says where a trip stands, not
 * whether it is paid — an assigned trip has left "unpaid" and may still owe.
 */
function BalanceDue({ data }: { data: Operations }) {
  const { count, capped } = data.balanceDue;
  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h3">
        Balance due
      </Typography>
      {count === 0 ? (
        <Typography variant="body2">No trip owes money.</Typography>
      ) : (
        <Typography variant="body2">
          <RouterLink to={OWING_LIST}>
            {capped ? 'More than ' : ''}
            {countOf(count, 'trip')} with a balance due
          </RouterLink>{' '}
          (any pickup date)
        </Typography>
      )}
    </Box>
  );
}

/**
 * The bars' colour: the theme's primary, in each mode the shade chosen for it (decision 028), so the charts match the
 * app and keep a 3:1 contrast with the card in both themes (WCAG 1.4.11) — the charts' own palette did neither.
 */
const useBarColor = () => useTheme().palette.primary.main;

function RevenueByDay({ data }: { data: Operations }) {
  const color = useBarColor();
  const total = fromCents(data.revenueByDay.reduce((sum, day) => sum + toCents(day.amount), 0));
  const trips = data.revenueByDay.reduce((sum, day) => sum + day.trips, 0);
  return (
    <Card
      id="revenue-heading"
      title="Revenue, last 30 days"
      summary={`${formatMoney(total)} from ${countOf(trips, 'trip')}, by pickup date (cancelled trips left out)`}
    >
      <BarChart
        height={260}
        dataset={data.revenueByDay}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (date: string) => date.slice(5) }]}
        yAxis={[{ valueFormatter: (value: number) => `$${Math.round(value)}`, width: 64 }]}
        series={[{ dataKey: 'amount', label: 'Revenue', color, valueFormatter: (v) => formatMoney(v ?? 0) }]}
        hideLegend
        aria-label={`Revenue by day over the last 30 days: ${formatMoney(total)} in all`}
      />
    </Card>
  );
}

function RevenueByCar({ data }: { data: Operations }) {
  const color = useBarColor();
  if (data.revenueByCar.length === 0)
    return (
      <Card id="cars-heading" title="Revenue by car class">
        <Typography variant="body2">No revenue in the last 30 days yet.</Typography>
      </Card>
    );
  return (
    <Card id="cars-heading" title="Revenue by car class" summary="The last 30 days' car lines, by class">
      <BarChart
        height={Math.max(160, 48 * data.revenueByCar.length + 60)}
        layout="horizontal"
        dataset={data.revenueByCar}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 96 }]}
        xAxis={[{ valueFormatter: (value: number) => `$${Math.round(value)}` }]}
        series={[{ dataKey: 'amount', label: 'Revenue', color, valueFormatter: (v) => formatMoney(v ?? 0) }]}
        hideLegend
        aria-label={`Revenue by car class: ${data.revenueByCar.map((c) => `${c.name} ${formatMoney(c.amount)}`).join(', ')}`}
      />
    </Card>
  );
}

function RiskEntry({ risk }: { risk: Risk }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Box>
          <RouterLink to={`/reservation/details/${risk.id}`}>{risk.number}</RouterLink>{' '}
          <Typography component="span" variant="body2">
            · {pickUpWithWeekday(risk.pickUpDateTime)} · {risk.name ?? 'No name'}
            {risk.phoneNumber ? ` · ${risk.phoneNumber}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {risk.pickUpLocation}
            {risk.conflictingDrivers.length > 0 ? ` · also booked: ${risk.conflictingDrivers.join(', ')}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {risk.risks.map((kind) => (
            <Chip
              key={kind}
              size="small"
              label={
                kind === 'balance-due' ? `${RISK_LABELS[kind]}: ${formatMoney(risk.balanceDue)}` : RISK_LABELS[kind]
              }
              color={kind === 'no-driver-soon' || kind === 'double-booked' ? 'error' : 'warning'}
            />
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

function RiskBoard({ data }: { data: Operations }) {
  return (
    <Card
      id="risks-heading"
      title="At risk in the next 24 hours"
      summary={
        data.risks.length === 0
          ? 'Nothing: every trip has its drivers and is paid.'
          : `${countOf(data.risks.length, 'trip')}, the most urgent first`
      }
    >
      {data.risks.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.risks.map((risk) => (
            <RiskEntry key={risk.id} risk={risk} />
          ))}
        </Box>
      )}
    </Card>
  );
}

/**
 * The staff home (issue 13): today's trips by status (each a link to the filtered list), revenue over 30 days
 * by day and by car class, and the day-of risk board, each entry a link to its trip. Asked again every minute
 * and after any change of a reservation made here.
 */
export function StaffHome() {
  const operations = useTodaysOperations();
  if (operations.isPending) return <Skeleton variant="rounded" height={320} aria-label="Loading today’s operations" />;
  if (operations.isError) return <Alert severity="error">{operations.error.message}</Alert>;
  const { data } = operations;
  return (
    <Stack sx={{ gap: 2, mb: 4 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <TodayByStatus data={data} />
        <RiskBoard data={data} />
        <RevenueByDay data={data} />
        <RevenueByCar data={data} />
      </Box>
    </Stack>
  );
}
