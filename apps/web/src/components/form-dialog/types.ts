import type { ReactNode } from 'react';
import type { ControllerFieldState, FieldValues, Path, RefCallBack } from 'react-hook-form';

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

/** The part of react-hook-form's field binding an input uses; the same for every form. */
export interface FieldBinding {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  ref: RefCallBack;
  disabled?: boolean;
}

/** What an input is drawn with; the same for every form, so one field component serves them all. */
export interface FormFieldRenderProps {
  field: FieldBinding;
  fieldState: ControllerFieldState;
  config: FormFieldConfig<FieldValues>;
  disabled: boolean;
  /** True for the dialog's first field. */
  autoFocus: boolean;
}

/**
 * One input of a form, described as data. Only `name` depends on the form's values, so the fields of a
 * part (a person's name and phone) fit any form whose values have them.
 */
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
  render?: (props: FormFieldRenderProps) => ReactNode;
}
