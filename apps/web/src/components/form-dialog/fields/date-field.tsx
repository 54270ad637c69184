import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldRenderProps } from '../types';

/** A calendar date (`YYYY-MM-DD`, never a time); empty → null. */
export function DateField<TValues extends FieldValues>({
  field,
  fieldState,
  config,
  disabled,
  autoFocus,
}: FormFieldRenderProps<TValues>) {
  return (
    <TextField
      type="date"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      label={config.label}
      required={config.required}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? config.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
