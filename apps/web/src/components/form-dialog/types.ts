import type { ReactNode } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/** Kinds the dialog draws itself; anything else uses `render`. */
export type FormFieldKind = 'text' | 'email' | 'password' | 'tel' | 'number' | 'multiline';

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
  /** Draws a custom input (select, date picker, switch…) bound to react-hook-form. */
  render?: (props: FormFieldRenderProps<TValues>) => ReactNode;
}
