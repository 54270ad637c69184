import { mayBookForOthers, type AddressSuggestion } from '@livery/domain';
import type { Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { AddressAutocomplete } from '../../../components/ui/address-autocomplete';
import { ADDRESS_HINT } from '../../../lib/address-suggestions';
import { useSession } from '../../../lib/session';
import type { LocationDraft, WizardState } from '../wizard/wizard-state';

/**
 * A suggestion as the wizard keeps it: its address, and the known place it is (an airport or a terminal of one is
 * an airport: its flight is asked). A saved or geocoded address has no place: the server places its text again.
 */
export function locationOf(suggestion: AddressSuggestion): LocationDraft {
  const isAirport = suggestion.kind === 'airport' || suggestion.kind === 'terminal';
  return {
    placeId: suggestion.placeId,
    address: suggestion.address,
    airportId: isAirport ? (suggestion.airportId ?? suggestion.placeId) : null,
    isAirport,
  };
}

const typed = (address: string): LocationDraft => ({ placeId: null, address, airportId: null, isAirport: false });

/** Staff booking for a customer chosen in step 3 see that customer's saved addresses too; anyone else their own. */
function useSuggestionsCustomer(): number | null {
  const { user } = useSession();
  const customerId = useWatch<WizardState, 'customer.customerId'>({ name: 'customer.customerId' });
  return mayBookForOthers(user) ? customerId : null;
}

export const OPTIONAL_DROP_OFF_HINT = 'Optional for hourly work: left empty, the car brings you back to the pickup';

export interface PlaceInputProps {
  label: string;
  name: string;
  value: LocationDraft;
  onChange: (value: LocationDraft) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** An hourly booking's drop-off (decision 092): left empty, the car brings the passengers back to the pickup. */
  optional?: boolean;
}

/**
 * A pickup, drop-off or stop that is not an airport end: any address typed (the server places it when the trip is
 * priced: a street with its ZIP code, or "City, ST"), or a suggestion chosen.
 */
export function PlaceInput({ label, name, value, onChange, error, inputRef, autoFocus, optional }: PlaceInputProps) {
  const customerId = useSuggestionsCustomer();
  return (
    <AddressAutocomplete
      label={label}
      name={name}
      value={value.address}
      onTextChange={(text) => onChange(typed(text))}
      onChoose={(suggestion) => onChange(locationOf(suggestion))}
      customerId={customerId}
      inputRef={inputRef}
      autoFocus={autoFocus}
      required={!optional}
      error={error}
      helperText={
        value.placeId !== null
          ? 'A known place: the distance is measured'
          : optional && value.address.trim() === ''
            ? OPTIONAL_DROP_OFF_HINT
            : ADDRESS_HINT
      }
    />
  );
}
