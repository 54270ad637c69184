import { endLabel, TRIP_END_FIELDS, type Airport, type TripEnd } from '@livery/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAirports } from '../api/get-airports';
import { airportLocation, emptyLocation, terminalLocation, type LocationDraft } from '../wizard/wizard-state';

export interface AirportPickerProps {
  /** The fields are "Pickup airport" and "Pickup terminal" (`endLabel`). */
  end: TripEnd;
  name: string;
  value: LocationDraft;
  onChange: (value: LocationDraft) => void;
  error?: string | undefined;
}

/** The airport end of a trip: the airport, then its terminal (an airport without terminals is the place itself). */
export function AirportPicker({ end, name, value, onChange, error }: AirportPickerProps) {
  const airports = useAirports();
  const list = airports.data ?? [];
  const airport = list.find((a) => a.id === value.airportId);
  const terminals = airport?.terminals ?? [];
  const hasTerminals = terminals.length > 0;

  const chooseAirport = (id: number) => {
    const chosen = list.find((a) => a.id === id);
    onChange(chosen ? airportLocation(chosen) : emptyLocation());
  };
  const chooseTerminal = (chosenAirport: Airport, id: number) => {
    const location = terminalLocation(chosenAirport, id);
    if (location) onChange(location);
  };

  const airportError = value.airportId === null ? error : undefined;
  const terminalError = value.airportId !== null ? error : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <TextField
        select
        name={`${name}.airportId`}
        label={endLabel(end, TRIP_END_FIELDS.airport)}
        required
        value={airport ? airport.id : ''}
        onChange={(event) => chooseAirport(Number(event.target.value))}
        error={Boolean(airportError)}
        helperText={airportError ?? (airports.isError ? 'The airports could not be loaded. Reload the page.' : ' ')}
        fullWidth
      >
        {list.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name={`${name}.terminal`}
        label={endLabel(end, TRIP_END_FIELDS.terminal)}
        required={hasTerminals}
        disabled={!hasTerminals}
        value={hasTerminals && value.placeId !== null ? value.placeId : ''}
        onChange={(event) => airport && chooseTerminal(airport, Number(event.target.value))}
        error={Boolean(terminalError)}
        helperText={terminalError ?? (airport && !hasTerminals ? 'No terminals listed: the airport itself' : ' ')}
        fullWidth
      >
        {terminals.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
