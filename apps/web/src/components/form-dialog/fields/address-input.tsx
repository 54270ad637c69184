import { ADDRESS_HINT } from '../../../lib/address-suggestions';
import { AddressAutocomplete } from '../../ui/address-autocomplete';
import type { FormFieldRenderProps } from '../types';

/** A person's address (a customer's, a driver's): suggestions as they type, any text kept (see address-field.tsx). */
export function AddressInput({ field, fieldState, config, disabled, autoFocus }: FormFieldRenderProps) {
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <AddressAutocomplete
      label={config.label}
      name={field.name}
      value={text}
      onTextChange={field.onChange}
      onChoose={(suggestion) => field.onChange(suggestion.address)}
      inputRef={field.ref}
      onBlur={field.onBlur}
      required={config.required}
      disabled={disabled}
      autoFocus={autoFocus}
      error={fieldState.error?.message}
      helperText={config.helperText ?? ADDRESS_HINT}
    />
  );
}
