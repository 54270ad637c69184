import {
  formatMoney,
  formatWallClock,
  type Quote,
  type QuoteLeg,
  type QuoteLine,
  type TripInput,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayClock } from '../../../lib/display-clock';
import { milesText, useReadsMilesAsStaff } from '../../../lib/miles-text';

/** `2026-12-24T10:00` → `Thu 2026-12-24 10:00 AM` (the business's wall clock as typed, in its 12/24 h choice). */
const wallClock = (local: string | undefined) =>
  local ? formatWallClock(local, displayClock().timeFormat, { weekday: true }) : '';

function legTitle(leg: QuoteLeg, trip: TripInput | null): string {
  const when = leg.leg === 'outbound' ? trip?.pickUpAt : trip?.returnTrip?.pickUpAt;
  const name = leg.leg === 'outbound' ? 'Outbound' : 'Return';
  return when ? `${name} · ${wallClock(when)}` : `${name} · ${leg.date}`;
}

/** A price's lines as a list: each label, its amount and where the number came from. */
export function PriceLines({ lines, label }: { lines: readonly QuoteLine[]; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {lines.map((line, i) => (
        <Box component="li" key={`${line.kind}-${i}`} data-kind={line.kind}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatMoney(line.amount)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p">
            {line.explanation}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function plainLines(leg: QuoteLeg): QuoteLine[] {
  return leg.lines.map((line) => {
    // Hourly, flat and per-seat lines already read plainly ("3 h billed", "Manhattan ↔ JFK"); a distance is rewritten.
    if (line.kind !== 'car' || (leg.service && leg.service.type !== 'transfer')) return line;
    const cars = leg.cars.find((car) => car.carId === line.carId)?.cars ?? 1;
    return { ...line, explanation: `${leg.miles} mi, ${cars} car${cars === 1 ? '' : 's'}` };
  });
}

/**
 * A traveller reads a car's line plainly ("16.1 mi, 1 car") and the miles in plain words; staff who price trips for
 * customers see how it was worked out (miles × rate + base, the minimum, the long-trip surge) and how the miles were
 * measured and placed (issues 22 and 25).
 */
function Leg({ leg, trip, headingLevel }: { leg: QuoteLeg; trip: TripInput | null; headingLevel: 'h3' | 'h4' }) {
  const showsMethod = useReadsMilesAsStaff();
  const stops = leg.stops > 0 ? ` · ${leg.stops} stop${leg.stops === 1 ? '' : 's'}` : '';
  const code = leg.discountCode;
  return (
    <Box component="section" aria-label={legTitle(leg, trip)}>
      <Typography variant="subtitle2" component={headingLevel}>
        {legTitle(leg, trip)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {milesText(leg, showsMethod)}
        {stops}
      </Typography>
      <PriceLines lines={showsMethod ? leg.lines : plainLines(leg)} />
      {code && !code.applies && code.reason && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {code.reason}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {leg.leg === 'outbound' ? 'Outbound' : 'Return'} total
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(leg.total)}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * A quote line by line (issue 11's explainer): each leg's lines with their amounts and where each number came
 * from, the leg totals, the trip total and the warnings to read before booking.
 */
export function QuoteBreakdown({
  quote,
  trip,
  headingLevel = 'h3',
}: {
  quote: Quote;
  trip: TripInput | null;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <Stack sx={{ gap: 2 }}>
      {quote.legs.map((leg) => (
        <Leg key={leg.leg} leg={leg} trip={trip} headingLevel={headingLevel} />
      ))}
      <Divider />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
        aria-live="polite"
        aria-atomic="true"
      >
        <Typography variant="h6" component="p">
          Total
        </Typography>
        <Typography variant="h6" component="p" data-testid="quote-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(quote.total)}
        </Typography>
      </Stack>
      {quote.warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
    </Stack>
  );
}
