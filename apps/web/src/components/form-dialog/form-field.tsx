import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldRenderProps } from './types';

/** The default input: an MUI text field showing the field's zod or server message. */
export function FormField<TValues extends FieldValues>({
  field,
  fieldState,
  config,
  disabled,
  autoFocus,
}: FormFieldRenderProps<TValues>) {
  if (config.render) return config.render({ field, fieldState, config, disabled, autoFocus });
  const kind = config.kind ?? 'text';
  const isNumber = kind === 'number';
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(isNumber ? (text === '' ? null : Number(text)) : text);
      }}
      onBlur={field.onBlur}
      label={config.label}
      type={kind === 'multiline' ? 'text' : kind}
      multiline={kind === 'multiline'}
      minRows={kind === 'multiline' ? 3 : undefined}
      required={config.required}
      autoComplete={config.autoComplete}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? config.helperText}
      fullWidth
    />
  );
}
