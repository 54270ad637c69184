import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { inputProps } from './input-props';
import type { FormFieldRenderProps } from '../types';

/** One choice of `config.options` (or None when optional); nothing chosen → undefined (so "required" messages show). */
export function SelectField(props: FormFieldRenderProps) {
  const { field, config } = props;
  return (
    <TextField
      select
      {...inputProps(props)}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
      fullWidth
    >
      {!config.required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {(config.options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
