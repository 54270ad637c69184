import TextField from '@mui/material/TextField';
import { inputProps } from './input-props';
import type { FormFieldRenderProps } from '../types';

/**
 * A text input whose empty value is `undefined` (not ""), for optional fields with a format (a social security
 * number): left empty, the schema skips them. An optional date is `OptionalDateField`.
 */
export function optionalTextField(placeholder?: string) {
  return function OptionalTextFieldRender(props: FormFieldRenderProps) {
    const { field, config } = props;
    return (
      <TextField
        {...inputProps(props)}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
        placeholder={placeholder}
        autoComplete={config.autoComplete ?? 'off'}
        fullWidth
      />
    );
  };
}
