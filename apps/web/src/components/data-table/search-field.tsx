import { mdiMagnify } from '@mdi/js';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { MdiIcon } from '../ui/mdi-icon';

export const SEARCH_DEBOUNCE_MS = 400;

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

/** The list's search box: it reports what was typed once typing pauses. */
export function SearchField({ value, onChange, label = 'Search' }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const reported = useRef(value);

  // The URL changed by itself (Back, a link): show its value.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === reported.current.trim()) return undefined;
    const timer = window.setTimeout(() => {
      reported.current = text.trim();
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 240, width: { xs: '100%', sm: 340 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <MdiIcon path={mdiMagnify} fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
