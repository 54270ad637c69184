import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FormFieldRenderProps } from '../types';

/** A yes/no field such as "Active". */
export function SwitchField({ field, config, disabled }: FormFieldRenderProps) {
  return (
    <FormControlLabel
      label={config.label}
      control={
        <Switch
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={Boolean(field.value)}
          onChange={(_event, checked) => field.onChange(checked)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      }
    />
  );
}
