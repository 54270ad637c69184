import TextField from '@mui/material/TextField';
import { Suspense } from 'react';
import { ADDRESS_HINT } from '../../../lib/address-suggestions';
import { preloadable } from '../../../lib/preloadable';
import type { FormFieldRenderProps } from '../types';

// The address input is MUI's Autocomplete (about 13 kB gzip): its own chunk, so the lists that can open a form with
// an address (drivers) do not wait for it. `preloadAddressInput()` starts the load once such a screen is drawn.
const AddressInput = preloadable(async () => (await import('./address-input')).AddressInput);
export const preloadAddressInput = AddressInput.preload;

/** Until the input has loaded (a moment, if not preloaded): the same field, read-only. */
function AddressPlaceholder({ field, config }: FormFieldRenderProps) {
  return (
    <TextField
      label={config.label}
      value={typeof field.value === 'string' ? field.value : ''}
      required={config.required}
      helperText={config.helperText ?? ADDRESS_HINT}
      disabled
      fullWidth
    />
  );
}

/** An address field with suggestions as the person types (`render: addressField` in a field config). */
export const addressField = (props: FormFieldRenderProps) => (
  <Suspense fallback={<AddressPlaceholder {...props} />}>
    <AddressInput {...props} />
  </Suspense>
);
