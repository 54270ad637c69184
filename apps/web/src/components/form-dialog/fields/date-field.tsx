import { IsoDateInput } from '../../ui/iso-date-input';
import type { FormFieldRenderProps } from '../types';

/** A calendar date (`YYYY-MM-DD`, never a time); empty → null. */
export function DateField({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) {
  return (
    <IsoDateInput
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : null}
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
