import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldRenderProps } from '../types';

export interface SelectOption {
  value: string;
  label: string;
}

/** A `render` for a select; an empty choice is `undefined`, so optional schema fields accept it. */
export function selectField(options: readonly SelectOption[]) {
  return function SelectFieldRender<T extends FieldValues>({
    field,
    fieldState,
    config,
    disabled,
    autoFocus,
  }: FormFieldRenderProps<T>) {
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
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  };
}
