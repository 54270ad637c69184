import { addDays, formatMoney, type ServiceType, type WhatIfFiguresAnswer, type WhatIfResult } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { RouterLink } from '../../../components/ui/router-link';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useBusinessDate } from '../../../lib/use-business-date';
import { runWhatIf, type WhatIfProgress } from '../api/what-if';
import { CardSection } from './card-fields';
import { Figure, FiguresTable, type Column } from './what-if-tables';

const SERVICE_NAMES: Record<ServiceType, string> = {
  transfer: 'Transfer',
  hourly: 'Hourly',
  flat: 'Flat rate',
  'per-seat': 'Per seat',
};

/** The first and the last day of the month before `today`'s: what a what-if looks at first. */
export function lastMonth(today: string): { from: string; to: string } {
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

const signed = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatMoney(Math.abs(amount))}`;
const percentText = (percent: number | null) =>
  percent === null ? '—' : `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}%`;
const count = (n: number) => n.toLocaleString('en-US');
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Trips, before, after, the difference and its percentage: the columns every breakdown shares. */
function figureColumns<Row extends WhatIfFiguresAnswer>(): Column<Row>[] {
  return [
    { label: 'Trips', value: (row) => count(row.trips), numeric: true },
    { label: 'Before', value: (row) => formatMoney(row.before), numeric: true },
    { label: 'After', value: (row) => formatMoney(row.after), numeric: true },
    { label: 'Difference', value: (row) => signed(row.difference), numeric: true },
    { label: '%', value: (row) => percentText(row.percent), numeric: true },
  ];
}

function WhatIfAnswer({ result }: { result: WhatIfResult }) {
  const { priced } = result;
  const skipped = result.skipped.reduce((sum, row) => sum + row.trips, 0);
  return (
    <Stack sx={{ gap: 3 }} aria-label="What-if result" role="region">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Figure label="Before" value={formatMoney(priced.before)} />
        <Figure label="After" value={formatMoney(priced.after)} />
        <Figure label="Difference" value={signed(priced.difference)} />
        <Figure label="Difference %" value={percentText(priced.percent)} />
      </Stack>
      <Typography variant="body2">
        {count(priced.trips)} {priced.trips === 1 ? 'trip' : 'trips'} priced, {result.from} to {result.to}, in{' '}
        {result.seconds.toFixed(1)} s.
      </Typography>
      {skipped > 0 && (
        <Alert severity="info">
          {count(skipped)} {skipped === 1 ? 'trip was' : 'trips were'} not priced and {skipped === 1 ? 'is' : 'are'}{' '}
          left out of the totals:
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {result.skipped.map((row) => (
              <li key={row.label}>
                {row.label}: {count(row.trips)} ({formatMoney(row.before)})
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {priced.trips > 0 && (
        <>
          <FiguresTable
            title="By month"
            rows={result.byMonth}
            rowKey={(row) => row.month}
            columns={[{ label: 'Month', value: (row) => monthName(row.month) }, ...figureColumns()]}
          />
          <FiguresTable
            title="By service type"
            rows={result.byService}
            rowKey={(row) => row.service}
            columns={[{ label: 'Service', value: (row) => SERVICE_NAMES[row.service] }, ...figureColumns()]}
          />
          <FiguresTable
            title="By car class"
            rows={result.byClass}
            rowKey={(row) => row.classes}
            columns={[{ label: 'Car class', value: (row) => row.classes }, ...figureColumns()]}
          />
          <FiguresTable
            title="Trips that change most"
            rows={result.top}
            rowKey={(row) => row.id}
            columns={[
              {
                label: 'Trip',
                value: (row) => <RouterLink to={`/reservation/details/${row.id}`}>{row.number}</RouterLink>,
              },
              { label: 'Date', value: (row) => row.date },
              { label: 'Service', value: (row) => SERVICE_NAMES[row.service] },
              { label: 'Car class', value: (row) => row.classes },
              { label: 'Before', value: (row) => formatMoney(row.before), numeric: true },
              { label: 'After', value: (row) => formatMoney(row.after), numeric: true },
              { label: 'Difference', value: (row) => signed(row.difference), numeric: true },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * "What if" on a draft's page (issue 39, decision 093): the trips booked in a period priced under the draft as saved,
 * against what they cost. Progress shows while the API reads them; nothing is saved.
 */
export function WhatIfSection({ cardId }: { cardId: number }) {
  const { today } = useBusinessDate();
  const [period, setPeriod] = useState<{ from: string | null; to: string | null }>(() => lastMonth(today));
  const [progress, setProgress] = useState<WhatIfProgress | null>(null);
  const [result, setResult] = useState<WhatIfResult | null>(null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const running = useRef<AbortController | null>(null);
  const typed = useRef(false);
  useEffect(() => () => running.current?.abort(), []);
  // Last month by the business's calendar once the API has said its date, unless a date was typed meanwhile.
  useEffect(() => {
    if (!typed.current) setPeriod(lastMonth(today));
  }, [today]);
  const change = (key: 'from' | 'to') => (value: string | null) => {
    typed.current = true;
    setPeriod((p) => ({ ...p, [key]: value }));
  };

  const run = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setResult(null);
    setProgress({ done: 0, total: 0 });
    try {
      setResult(
        await runWhatIf(cardId, { from: period.from ?? '', to: period.to ?? '' }, setProgress, controller.signal),
      );
    } catch (thrown) {
      if (controller.signal.aborted) return;
      const fields = thrown instanceof ApiRequestError ? (thrown.fields ?? {}) : {};
      setError({ message: errorMessage(thrown), fields });
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <CardSection title="What if">
      <Typography variant="body2">
        Price the trips booked in a period under this draft, as last saved, and compare with what they cost. Nothing is
        saved.
      </Typography>
      <Stack
        component="form"
        noValidate
        aria-label="What-if period"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
        sx={{ gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}
      >
        <IsoDateInput
          label="From"
          value={period.from}
          onChange={change('from')}
          error={Boolean(error?.fields['from'])}
          helperText={error?.fields['from']}
        />
        <IsoDateInput
          label="To"
          value={period.to}
          onChange={change('to')}
          error={Boolean(error?.fields['to'])}
          helperText={error?.fields['to']}
        />
        <Button type="submit" variant="contained" disabled={progress !== null} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
          Run
        </Button>
      </Stack>
      {progress && (
        <Box>
          <LinearProgress variant="determinate" value={percent} aria-label="What-if progress" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
            {progress.total > 0
              ? `${count(progress.done)} of ${count(progress.total)} trips priced`
              : 'Counting the trips…'}
          </Typography>
        </Box>
      )}
      {error && !error.fields['from'] && !error.fields['to'] && <Alert severity="error">{error.message}</Alert>}
      {result && <WhatIfAnswer result={result} />}
    </CardSection>
  );
}
