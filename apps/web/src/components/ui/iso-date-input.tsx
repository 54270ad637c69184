import { mdiCalendar } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, type Ref } from 'react';
import { MdiIcon } from './mdi-icon';

export interface IsoDateInputProps {
  label: string;
  /** `YYYY-MM-DD`, or what the person has typed so far; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  /** `small` beside a table's other filters. */
  size?: 'small' | 'medium';
}

/**
 * A calendar date written year-month-day (SPEC §9), whatever the browser's locale: a text field that takes
 * `YYYY-MM-DD` as typed (the form's schema says what is wrong), and a button that opens the browser's own
 * calendar, whose choice is written back in the same form (decision 030).
 */
export function IsoDateInput({ label, value, onChange, helperText, ...props }: IsoDateInputProps) {
  const picker = useRef<HTMLInputElement>(null);
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? value! : '';
    input.showPicker();
  };
  return (
    <TextField
      {...props}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value.trim())}
      placeholder="YYYY-MM-DD"
      helperText={helperText ?? 'Year-month-day, e.g. 2030-12-31'}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton edge="end" aria-label="Open the calendar" onClick={openCalendar} disabled={props.disabled}>
                <MdiIcon path={mdiCalendar} />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => event.target.value && onChange(event.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
      fullWidth
    />
  );
}
