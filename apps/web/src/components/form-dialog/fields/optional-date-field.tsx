import { IsoDateInput } from '../../ui/iso-date-input';
import { inputProps } from './input-props';
import type { FormFieldRenderProps } from '../types';

/**
 * An optional calendar date written year-month-day like every other date (decision 030), whose empty value is
 * `undefined` (not null): left empty, the schema skips it (a date of birth).
 */
export function OptionalDateField(props: FormFieldRenderProps) {
  const { field } = props;
  return (
    <IsoDateInput
      {...inputProps(props)}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.onChange(value ?? undefined)}
    />
  );
}
