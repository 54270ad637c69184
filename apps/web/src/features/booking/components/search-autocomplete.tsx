import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';

export interface SearchAutocompleteProps<T> {
  label: string;
  helperText: string;
  /** How the chosen record reads in the field; '' when none is chosen. */
  chosenLabel: string;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => number;
  /** The search, given what was typed (deferred: typing stays fluid). */
  useSearch: (search: string) => UseQueryResult<T[]>;
  onChoose: (option: T | null) => void;
}

/** Searches records on the server as the person types (customers, affiliates) and chooses one. */
export function SearchAutocomplete<T>(props: SearchAutocompleteProps<T>) {
  const { label, helperText, chosenLabel, optionLabel, optionKey, useSearch, onChoose } = props;
  const [text, setText] = useState(chosenLabel);
  const search = useDeferredValue(text.trim());
  const results = useSearch(search);
  const options = results.data ?? [];
  return (
    <Autocomplete<T>
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
      getOptionKey={optionKey}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'reset') return;
        setText(value);
        // Emptying the field lets go of the chosen record.
        if (value.trim() === '' && chosenLabel) onChoose(null);
      }}
      onChange={(_, option) => {
        if (!option) return;
        setText(optionLabel(option));
        onChoose(option);
      }}
      loading={results.isFetching}
      noOptionsText={results.isError ? results.error.message : search ? 'Nobody matches' : 'Type to search'}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={chosenLabel ? `Chosen: ${chosenLabel}` : helperText} />
      )}
    />
  );
}
