import { mdiMinus, mdiPlus } from '@mdi/js';
import { formatMoney, type Car, type Quote } from '@livery/domain';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { useAvailableCars } from '../api/get-available-cars';
import { useWatch } from 'react-hook-form';
import { useWizardField } from '../wizard/use-wizard-field';
import type { WizardState } from '../wizard/wizard-state';

const rateOf = (car: Car) =>
  `${formatMoney(car.toMultiply)} a mile + ${formatMoney(car.toAdd)}, at least ${formatMoney(car.minimumRate)}`;

/** What a class's cars cost on each leg of the current quote ("$170.60 each way"). */
function lineOf(quote: Quote | undefined, carId: number): string | null {
  const amounts = quote?.legs.map((leg) => leg.lines.find((l) => l.kind === 'car' && l.carId === carId)?.amount);
  const known = amounts?.filter((amount) => amount !== undefined);
  if (!amounts || known?.length !== amounts.length) return null;
  const [outbound, back] = known;
  if (back === undefined) return formatMoney(outbound ?? 0);
  return outbound === back
    ? `${formatMoney(outbound ?? 0)} each way`
    : `${formatMoney(outbound ?? 0)} + ${formatMoney(back)} back`;
}

function CarRow({
  car,
  count,
  line,
  showsRate,
  onCount,
}: {
  car: Car;
  count: number;
  line: string | null;
  /** The catalogue's distance rate: not when a rate card prices the trip, or it is not a transfer (decision 092). */
  showsRate: boolean;
  onCount: (n: number) => void;
}) {
  const set = (n: number) => onCount(Math.max(0, Math.min(car.quantity, Number.isFinite(n) ? Math.trunc(n) : 0)));
  const inputId = `car-count-${car.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: count > 0 ? 'primary.main' : undefined }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {car.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Up to {car.maxPassenger} passengers and {car.maxBags} bags · {car.quantity} available
          </Typography>
          {showsRate && (
            <Typography variant="body2" color="text.secondary">
              {rateOf(car)}
            </Typography>
          )}
          {count > 0 && line && (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {count} × {car.name}: {line}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <IconButton aria-label={`One ${car.name} less`} onClick={() => set(count - 1)} disabled={count === 0}>
            <MdiIcon path={mdiMinus} />
          </IconButton>
          <TextField
            id={inputId}
            label={`${car.name} cars`}
            type="number"
            size="small"
            value={count}
            onChange={(event) => set(Number(event.target.value))}
            slotProps={{ htmlInput: { min: 0, max: car.quantity, step: 1 } }}
            sx={{ width: 110 }}
          />
          <IconButton
            aria-label={`One ${car.name} more`}
            onClick={() => set(count + 1)}
            disabled={count >= car.quantity}
          >
            <MdiIcon path={mdiPlus} />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The car classes, each with how many of it (up to its quantity) and its price on the current quote. */
export function CarClasses({ quote }: { quote: Quote | undefined }) {
  const cars = useAvailableCars();
  const { field, error } = useWizardField('price.cars');
  const chosen = field.value;
  const service = useWatch<WizardState, 'trip.service'>({ name: 'trip.service' }) ?? 'transfer';
  const showsRate = service === 'transfer' && !quote?.rateCardId;
  const countOf = (id: number) => chosen.find((c) => c.carId === id)?.count ?? 0;
  const setCount = (carId: number, count: number) => {
    const others = chosen.filter((c) => c.carId !== carId);
    field.onChange(count > 0 ? [...others, { carId, count }] : others);
  };
  return (
    <Stack component="section" aria-labelledby="car-classes-heading" sx={{ gap: 1.5 }}>
      <Typography id="car-classes-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        Cars
      </Typography>
      {error && (
        <Alert severity="error" id="price-cars-error">
          {error}
        </Alert>
      )}
      {cars.isPending && [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={96} aria-hidden="true" />)}
      {cars.isError && <Alert severity="error">The car classes could not be loaded. Reload the page.</Alert>}
      {cars.data?.map((car) => (
        <CarRow
          key={car.id}
          car={car}
          count={countOf(car.id)}
          line={lineOf(quote, car.id)}
          showsRate={showsRate}
          onCount={(n) => setCount(car.id, n)}
        />
      ))}
    </Stack>
  );
}
