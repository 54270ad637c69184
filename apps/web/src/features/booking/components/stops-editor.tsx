import { mdiClose, mdiPlus } from '@mdi/js';
import { MAX_EXTRA_STOPS, STOP_TEXTS } from '@livery/domain';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState } from 'react-hook-form';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { messageAt, useWizardField } from '../wizard/use-wizard-field';
import { emptyLocation, type LocationDraft, type WizardState } from '../wizard/wizard-state';
import { PlaceInput } from './place-input';

interface StopsEditorProps {
  name: 'trip.stops' | 'trip.returnStops';
  /** "Extra stops" or "Return stops". */
  title: string;
  addLabel: string;
}

/** Up to five extra stops, in route order, each a suggestion or any typed address, each removable. */
export function StopsEditor({ name, title, addLabel }: StopsEditorProps) {
  const { field } = useWizardField(name);
  const { clearErrors } = useFormContext<WizardState>();
  const { errors } = useFormState<WizardState>({ name });
  const stops = field.value;
  const headingId = `${name}-heading`;

  /** An edit clears that stop's message; a removal all of them (the stops after it move up). */
  const setStops = (next: LocationDraft[], changed?: number) => {
    field.onChange(next);
    clearErrors(changed === undefined ? name : `${name}.${changed}`);
  };
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {STOP_TEXTS.title(title, stops.length)}
      </Typography>
      {stops.map((stop, i) => (
        <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <PlaceInput
              label={STOP_TEXTS.stop(i)}
              name={`${name}.${i}`}
              value={stop}
              error={messageAt(errors, `${name}.${i}`)}
              onChange={(value) =>
                setStops(
                  stops.map((s, j) => (j === i ? value : s)),
                  i,
                )
              }
              autoFocus={stop.address === '' && i === stops.length - 1}
            />
          </Stack>
          <IconButton
            aria-label={STOP_TEXTS.remove(i)}
            title={STOP_TEXTS.remove(i)}
            onClick={() => setStops(stops.filter((_, j) => j !== i))}
            sx={{ mt: 1 }}
          >
            <MdiIcon path={mdiClose} />
          </IconButton>
        </Stack>
      ))}
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiPlus} />}
        onClick={() => setStops([...stops, emptyLocation()])}
        disabled={stops.length >= MAX_EXTRA_STOPS}
        sx={{ alignSelf: 'flex-start' }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
