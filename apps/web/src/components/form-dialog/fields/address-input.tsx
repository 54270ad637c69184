import type { Place } from '@livery/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { placesQueryOptions } from '../../../lib/places';
import type { FormFieldRenderProps } from '../types';

const placeLabel = (place: Place) => `${place.name}, ${place.address}`;

/** An address: suggestions from the places the API knows (`GET /places`), free text allowed (see address-field.tsx). */
export function AddressInput({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) {
  const text = (field.value as string | undefined) ?? '';
  const search = useDeferredValue(text.trim());
  const places = useQuery(placesQueryOptions(search));
  const options = (places.data?.dataItems ?? []).map(placeLabel);
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(o) => o}
      inputValue={text}
      onInputChange={(_, value) => field.onChange(value)}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={config.label}
          required={config.required}
          autoFocus={autoFocus}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? config.helperText ?? 'Pick a known place or type any address'}
        />
      )}
    />
  );
}
