import {
  formatClockTime,
  parseTypedTime,
  TIME_INPUT_MODE,
  TIME_PLACEHOLDER,
  TIME_TEXT_MAX,
  timeHelper,
  type TimeFormat,
} from '@livery/domain';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { displayClock } from '../../lib/display-clock';

export interface BusinessTimeInputProps {
  label: string;
  /** `HH:MM` on the 24-hour clock; null when empty or while what is typed reads as no time. */
  value: string | null;
  /**
   * Text typed elsewhere that read as no time (the server's first step, decision 067): shown with its refusal until
   * it is changed.
   */
  typed?: string | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The business's clock (decision 056); the one known to the screens when left out. */
  timeFormat?: TimeFormat;
  /** Names the field in its refusal: "Add AM or PM to the pickup time". */
  subject?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** What the field shows instead of its value: the text being typed, or one left that reads as no time. */
interface Typed {
  text: string;
  /** Left: a text that reads as no time is named under the field, never mid-typing. */
  isLeft: boolean;
}

/**
 * The one time field (issue 38 item 18, decision 089): a text field on the business's 12- or 24-hour clock, where the
 * browser's time input shows the browser's own. What is typed is read as it is typed (`parseTypedTime`, lenient:
 * "930pm", "21:30"), so Enter sends what reads as a time; the form keeps `HH:MM`, or nothing while the text reads as
 * none. On leaving it, a time is written back on the business's clock ("9:30 PM"); text that is none stays, named
 * under the field with how to type it.
 */
export function BusinessTimeInput({
  label,
  value,
  onChange,
  onBlur,
  typed: typedElsewhere,
  timeFormat = displayClock().timeFormat,
  subject = 'the time',
  helperText,
  fullWidth = true,
  error = false,
  ...props
}: BusinessTimeInputProps) {
  const [typed, setTyped] = useState<Typed | null>(() =>
    typedElsewhere && value === null ? { text: typedElsewhere, isLeft: true } : null,
  );
  const read = typed ? parseTypedTime(typed.text, timeFormat, subject) : null;
  const refusal = typed?.isLeft && read && !read.ok ? read.message : null;
  return (
    <TextField
      {...props}
      label={label}
      value={typed ? typed.text : value ? formatClockTime(value, timeFormat) : ''}
      onChange={(event) => {
        const text = event.target.value;
        setTyped({ text, isLeft: false });
        const next = parseTypedTime(text, timeFormat, subject);
        onChange(next.ok ? next.time : null);
      }}
      onBlur={() => {
        // A time (or nothing) is shown from the value again; text that reads as none stays, with its refusal.
        setTyped(typed && read && !read.ok && typed.text.trim() !== '' ? { ...typed, isLeft: true } : null);
        onBlur?.();
      }}
      placeholder={TIME_PLACEHOLDER[timeFormat]}
      error={error || refusal !== null}
      helperText={refusal ?? helperText ?? timeHelper(timeFormat)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: TIME_INPUT_MODE[timeFormat], autoComplete: 'off', maxLength: TIME_TEXT_MAX },
      }}
      fullWidth={fullWidth}
    />
  );
}
