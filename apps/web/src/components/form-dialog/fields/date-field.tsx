import type { FieldValues } from 'react-hook-form';
import { IsoDateInput } from '../../ui/iso-date-input';
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
    <IsoDateInput
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={config.label}
      required={config.required}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? config.helperText}
    />
  );
}
