import type { ReactNode } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/**
 * Kinds the dialog draws itself (text-like ones in form-field.tsx, the others in `fields/`, registered in
 * field-kinds.ts); anything else uses `render`.
 */
export type FormFieldKind =
  'text' | 'email' | 'password' | 'tel' | 'number' | 'multiline' | 'date' | 'select' | 'switch';

export interface FormFieldOption {
  value: string;
  label: string;
}

export interface FormFieldRenderProps<TValues extends FieldValues> {
  field: ControllerRenderProps<TValues, Path<TValues>>;
  fieldState: ControllerFieldState;
  config: FormFieldConfig<TValues>;
  disabled: boolean;
  /** True for the dialog's first field. */
  autoFocus: boolean;
}

/** One input of a form dialog, described as data. */
export interface FormFieldConfig<TValues extends FieldValues> {
  name: Path<TValues>;
  label: string;
  kind?: FormFieldKind;
  required?: boolean;
  autoComplete?: string;
  helperText?: string;
  /** Choices of a `select` field. */
  options?: readonly FormFieldOption[];
  /** Shown after a number field's value, e.g. `%`; `$` goes before. */
  adornment?: '$' | '%';
  /** Draws a custom input (select, date picker, switch…) bound to react-hook-form. */
  render?: (props: FormFieldRenderProps<TValues>) => ReactNode;
}
