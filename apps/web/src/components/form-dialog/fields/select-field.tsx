import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormFieldRenderProps } from '../types';

/** One choice of `config.options` (or None when optional); nothing chosen → undefined (so "required" messages show). */
export function SelectField({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) {
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={field.onBlur}
      label={config.label}
      required={config.required}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? config.helperText}
      fullWidth
    >
      {!config.required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {(config.options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
