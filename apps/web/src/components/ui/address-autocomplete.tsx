import type { AddressSuggestion } from '@livery/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import {
  addressSuggestionsQueryOptions,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_KIND_LABELS,
} from '../../lib/address-suggestions';
import { useSessionState } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { visuallyHidden } from './visually-hidden';

export interface AddressAutocompleteProps {
  label: string;
  name: string;
  /** The text in the field: what was typed, or the chosen suggestion's `address`. */
  value: string;
  /** Typed text (any address may be typed) or '' when cleared: the field no longer holds a suggestion. */
  onTextChange: (text: string) => void;
  /** A suggestion was chosen: the field's address becomes `suggestion.address`. */
  onChoose: (suggestion: AddressSuggestion) => void;
  helperText?: string | undefined;
  error?: string | undefined;
  /** Staff booking for a customer: that customer's saved addresses are suggested too. */
  customerId?: number | null | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

const optionText = (option: AddressSuggestion | string) => (typeof option === 'string' ? option : option.address);
const optionKey = (option: AddressSuggestion) =>
  `${option.kind}:${option.placeId ?? ''}:${option.savedId ?? ''}:${option.address}`;

/** "Saved · 12 Oak St, Austin, TX 78701", or the kind alone when the headline is the address itself. */
function detailOf(option: AddressSuggestion): string {
  // A known place's address starts with its name ("JFK Terminal 4, Terminal 4, …"): the headline says it already.
  const rest = option.address.startsWith(`${option.name}, `)
    ? option.address.slice(option.name.length + 2)
    : option.address;
  const kind = SUGGESTION_KIND_LABELS[option.kind];
  return rest === option.name ? kind : `${kind} · ${rest}`;
}

/**
 * Every address field (issue 25): the booking's pickup, drop-off and stops, a customer's or driver's address.
 * Suggestions come as the person types (debounced, the previous request cancelled): airports, terminals and known
 * places, the customer's saved addresses ("Home"), then addresses, ZIP codes and cities; each option says which. Any
 * text may be kept without choosing: the server places it when the trip is priced. The list is fetched only while
 * it is open.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  const { label, name, value, onTextChange, onChoose, helperText, error, customerId = null } = props;
  const [open, setOpen] = useState(false);
  const userId = useSessionState().user?.id ?? null;
  const q = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuery({ ...addressSuggestionsQueryOptions({ q, userId, customerId }), enabled: open });
  const options = suggestions.data ?? [];
  const isLoading = suggestions.isFetching || q !== value.trim();
  return (
    <>
      <Autocomplete<AddressSuggestion, false, false, true>
        freeSolo
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        // The server matched and ordered them: the list is shown as it came.
        filterOptions={(all) => all}
        getOptionLabel={optionText}
        getOptionKey={(option) => (typeof option === 'string' ? option : optionKey(option))}
        isOptionEqualToValue={(option, current) => option.address === optionText(current)}
        value={value === '' ? null : value}
        inputValue={value}
        onChange={(_, chosen) => {
          if (chosen === null) onTextChange('');
          else if (typeof chosen !== 'string') onChoose(chosen);
        }}
        onInputChange={(_, text, reason) => {
          // A choice sets the text through `onChoose`; only typing (and the clear button) change it here.
          if ((reason === 'input' || reason === 'clear') && text !== value) onTextChange(text);
        }}
        loading={isLoading}
        loadingText="Looking up addresses…"
        disabled={props.disabled}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {option.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {detailOf(option)}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            inputRef={props.inputRef}
            onBlur={props.onBlur}
            label={label}
            required={props.required}
            autoFocus={props.autoFocus}
            error={Boolean(error)}
            helperText={error ?? helperText}
          />
        )}
      />
      <Box role="status" sx={visuallyHidden}>
        {open && !isLoading && options.length > 0
          ? `${options.length} suggestion${options.length === 1 ? '' : 's'}, use the arrow keys to choose`
          : ''}
      </Box>
    </>
  );
}
