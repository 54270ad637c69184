import { IsoDateInput } from '../../ui/iso-date-input';
import type { FormFieldRenderProps } from '../types';

/**
 * An optional calendar date written year-month-day like every other date (decision 030), whose empty value is
 * `undefined` (not null): left empty, the schema skips it (a date of birth).
 */
export function OptionalDateField({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) {
  return (
    <IsoDateInput
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.onChange(value ?? undefined)}
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
