import type { FormFieldRenderProps } from '../types';

/**
 * What every input of a form field is given the same way: its name and ref for react-hook-form, the label, the
 * required mark, and the zod or server message (else the config's help). Each kind adds its value and change.
 */
export const inputProps = ({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) => ({
  name: field.name,
  inputRef: field.ref,
  onBlur: field.onBlur,
  label: config.label,
  required: config.required,
  disabled,
  autoFocus,
  error: Boolean(fieldState.error),
  helperText: fieldState.error?.message ?? config.helperText,
});
