import { businessDate, DATE_HELPER, DATE_PLACEHOLDER, typedDate } from '@livery/domain';
import { mdiCalendar } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState, type Ref } from 'react';
import { displayTimeZone } from '../../lib/display-clock';
import { MdiIcon } from './mdi-icon';

// Loaded on the first click: a form that is only typed into never carries it.
const DateCalendar = lazy(async () => ({ default: (await import('./date-calendar/date-calendar')).DateCalendar }));

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
  /** Fills its row (a form's field); false beside other controls (a toolbar). */
  fullWidth?: boolean;
}

/**
 * The one date field (SPEC §9, decisions 030 and 084): year-month-day whatever the browser's locale — a text field that
 * takes `YYYY-MM-DD` as typed (eight digits get their hyphens: an iPhone's number pad has none; the form's schema says
 * what is wrong), and an "Open the calendar" button beside it whose
 * calendar writes the chosen day back in the same form. The browser's own date input cannot show that format, and its
 * picker cannot be opened from a frame of another site (the booking widget), so the calendar is Livery's.
 */
export function IsoDateInput({ label, value, onChange, helperText, fullWidth = true, ...props }: IsoDateInputProps) {
  const [calendarFrom, setCalendarFrom] = useState<HTMLElement | null>(null);
  return (
    <>
      <TextField
        {...props}
        label={label}
        value={value ?? ''}
        onChange={(event) => {
          const typed = typedDate(event.target.value);
          onChange(typed === '' ? null : typed);
        }}
        placeholder={DATE_PLACEHOLDER}
        helperText={helperText ?? DATE_HELPER}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label="Open the calendar"
                  aria-haspopup="dialog"
                  onClick={(event) => setCalendarFrom(event.currentTarget)}
                  disabled={props.disabled}
                >
                  <MdiIcon path={mdiCalendar} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        fullWidth={fullWidth}
      />
      {calendarFrom && (
        <Suspense fallback={null}>
          <DateCalendar
            anchorEl={calendarFrom}
            label={label}
            value={value}
            today={businessDate(new Date(), displayTimeZone())}
            onChoose={(date) => {
              setCalendarFrom(null);
              onChange(date);
            }}
            onClose={() => setCalendarFrom(null)}
          />
        </Suspense>
      )}
    </>
  );
}
