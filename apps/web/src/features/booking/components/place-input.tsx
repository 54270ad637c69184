import type { Place } from '@livery/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, type Ref } from 'react';
import { usePlaceSuggestions } from '../api/search-places';
import { emptyLocation, type LocationDraft } from '../wizard/wizard-state';

export const placeLabel = (place: Place) => `${place.name}, ${place.address}`;

export interface PlaceInputProps {
  label: string;
  name: string;
  value: LocationDraft;
  onChange: (value: LocationDraft) => void;
  error?: string | undefined;
  /** Staff may type any address (and give the miles); others choose a suggestion, whose distance is known. */
  mayTypeAddress: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * An address: suggestions from the places the API knows (`GET /places`), each with its coordinates; typed text is
 * kept too (without a place, so its leg needs staff's miles).
 */
export function PlaceInput({
  label,
  name,
  value,
  onChange,
  error,
  mayTypeAddress,
  inputRef,
  autoFocus,
}: PlaceInputProps) {
  const search = useDeferredValue(value.address.trim());
  const places = usePlaceSuggestions(search);
  const hint =
    value.placeId !== null
      ? 'A known place: the distance is measured'
      : mayTypeAddress
        ? 'Choose a suggestion, or type any address and enter the miles'
        : 'Start typing, then choose a suggestion';
  return (
    <Autocomplete<Place, false, false, true>
      freeSolo
      options={places.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : placeLabel(option))}
      isOptionEqualToValue={(option, current) =>
        typeof current === 'string' ? placeLabel(option) === current : option.id === current.id
      }
      value={value.address === '' ? null : value.address}
      inputValue={value.address}
      onChange={(_, chosen) => {
        if (chosen === null) onChange(emptyLocation());
        else if (typeof chosen !== 'string')
          onChange({
            placeId: chosen.id,
            address: placeLabel(chosen),
            airportId: null,
            isAirport: chosen.kind === 'airport',
          });
      }}
      onInputChange={(_, text, reason) => {
        if (reason !== 'input' || text === value.address) return;
        onChange({ placeId: null, address: text, airportId: null, isAirport: false });
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.address}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          required
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? hint}
        />
      )}
    />
  );
}
