import TextField from '@mui/material/TextField';
import type { FormFieldRenderProps } from '../types';

/**
 * A text input whose empty value is `undefined` (not ""), for optional fields with a format (a social security
 * number): left empty, the schema skips them. An optional date is `OptionalDateField`.
 */
export function optionalTextField(placeholder?: string) {
  return function OptionalTextFieldRender({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) {
    return (
      <TextField
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={field.onBlur}
        label={config.label}
        required={config.required}
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder={placeholder}
        autoComplete={config.autoComplete ?? 'off'}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? config.helperText}
        fullWidth
      />
    );
  };
}
