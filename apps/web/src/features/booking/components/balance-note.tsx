import { formatMoney, type BookedTrip } from '@livery/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { balanceOf } from '../wizard/balance';
import type { LiveQuote } from '../wizard/use-live-quote';
import { PriceChanged } from './payment-step';

/**
 * The update screen's summary: what the trip was booked at and what it costs now, so a change on a paid trip
 * shows the balance due or refundable before it is saved (nothing is charged or refunded by saving).
 */
export function BalanceNote({
  booked,
  live,
  priceChangedFrom,
}: {
  booked: BookedTrip;
  live: LiveQuote;
  priceChangedFrom: number | null;
}) {
  const { quote } = live;
  const isPaid = booked.transactionId !== null;
  return (
    <Stack sx={{ gap: 2, mt: 3 }}>
      {priceChangedFrom !== null && quote && <PriceChanged from={priceChangedFrom} quote={quote} action="save" />}
      {quote && !live.error && (
        <Alert severity={balanceOf(booked.total, quote.total, isPaid).kind === 'unchanged' ? 'info' : 'warning'}>
          <AlertTitle>
            Booked at {formatMoney(booked.total)} ({isPaid ? 'paid by PayPal' : 'unpaid'}); now{' '}
            {formatMoney(quote.total)}
          </AlertTitle>
          {balanceOf(booked.total, quote.total, isPaid).message}
        </Alert>
      )}
    </Stack>
  );
}
