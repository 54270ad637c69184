import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';

export interface SearchAutocompleteProps<T> {
  label: string;
  helperText: string;
  /** What is chosen, for "Clear the chosen customer" ("customer", "affiliate"). */
  noun: string;
  /** How the chosen record reads; '' when none is chosen. */
  chosenLabel: string;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => number;
  /** The search, given what was typed (deferred: typing stays fluid). */
  useSearch: (search: string) => UseQueryResult<T[]>;
  /** A record picked from the results, or null when the person pressed Clear. */
  onChoose: (option: T | null) => void;
}

/**
 * Searches records on the server as the person types (customers, affiliates) and chooses one. The field is only the
 * search: what is chosen stays below it ("Chosen: …") until another result is picked or Clear is pressed. Leaving
 * the field, emptying it or typing in it never lets go of the choice (issue 22: a blur used to unlink the customer
 * while their name stayed typed, and the trip was booked without them).
 */
export function SearchAutocomplete<T>(props: SearchAutocompleteProps<T>) {
  const { label, helperText, noun, chosenLabel, optionLabel, optionKey, useSearch, onChoose } = props;
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const search = useDeferredValue(text.trim());
  const results = useSearch(search);
  const options = results.data ?? [];
  const clear = () => {
    onChoose(null);
    // The Clear button goes away with the choice: the search is where the person goes on.
    input.current?.focus();
  };
  return (
    <Box>
      <Autocomplete<T>
        options={options}
        filterOptions={(o) => o}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => optionKey(a) === optionKey(b)}
        getOptionKey={optionKey}
        value={null}
        inputValue={text}
        // The text is the search only: a pick shows below, and the field is ready for another search.
        onInputChange={(_, value, reason) => setText(reason === 'selectOption' ? '' : value)}
        onChange={(_, option) => {
          if (option) onChoose(option);
        }}
        loading={results.isFetching}
        noOptionsText={results.isError ? results.error.message : search ? 'Nobody matches' : 'Type to search'}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={input}
            label={label}
            helperText={chosenLabel ? `Search again to choose another ${noun}` : helperText}
          />
        )}
      />
      <Box aria-live="polite" sx={{ mt: chosenLabel ? 1 : 0 }}>
        {chosenLabel && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Chosen: <strong>{chosenLabel}</strong>
            </Typography>
            <Button size="small" onClick={clear} aria-label={`Clear the chosen ${noun}`}>
              Clear
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
