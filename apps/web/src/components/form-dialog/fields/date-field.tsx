import { IsoDateInput } from '../../ui/iso-date-input';
import { inputProps } from './input-props';
import type { FormFieldRenderProps } from '../types';

/** A calendar date (`YYYY-MM-DD`, never a time); empty → null. */
export function DateField(props: FormFieldRenderProps) {
  const { field } = props;
  return (
    <IsoDateInput
      {...inputProps(props)}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={field.onChange}
    />
  );
}
