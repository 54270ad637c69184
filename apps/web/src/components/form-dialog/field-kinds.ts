import type { ComponentType } from 'react';
import { DateField } from './fields/date-field';
import { SelectField } from './fields/select-field';
import { SwitchField } from './fields/switch-field';
import type { FormFieldKind, FormFieldRenderProps } from './types';

type FieldComponent = ComponentType<FormFieldRenderProps>;

/**
 * Field kinds drawn by their own component. To add one: write `fields/<kind>-field.tsx`, add the kind to
 * `FormFieldKind` and one line here. Text-like kinds (text, email, password, tel, number, multiline) are
 * drawn by form-field.tsx itself.
 */
export const FIELD_KINDS: Partial<Record<FormFieldKind, FieldComponent>> = {
  date: DateField,
  select: SelectField,
  switch: SwitchField,
};
