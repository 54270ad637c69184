import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FormFieldRenderProps } from '../../../components/form-dialog';

/** Every IANA zone the browser knows (Chromium: about 420), the current one kept even if it is not among them. */
function zonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The business time zone, picked from the IANA names by typing part of one ("york", "Chicago"). */
export function TimeZoneField({ field, fieldState, config, disabled }: FormFieldRenderProps) {
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      options={zonesWith(value)}
      value={value || null}
      onChange={(_event, zone) => field.onChange(zone ?? '')}
      onBlur={field.onBlur}
      disabled={disabled}
      disableClearable={Boolean(value)}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={config.label}
          required={config.required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? config.helperText}
        />
      )}
    />
  );
}
