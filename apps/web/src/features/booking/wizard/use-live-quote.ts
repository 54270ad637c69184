import type { Car, Quote, TripInput } from '@livery/domain';
import { useMemo } from 'react';
import type { ApiRequestError } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuote, type QuoteTarget } from '../api/quote-trip';
import { toTripRequest, type RequestContext } from './trip-request';
import { checkQuotable, isQuotable, type QuoteBlockers } from './wizard-checks';
import type { WizardState } from './wizard-state';

/** How long the wizard waits after the last change before asking for a price. */
export const QUOTE_DEBOUNCE_MS = 400;

export interface LiveQuote {
  /** What must be filled in before a price can be asked (empty once it can). */
  blockers: QuoteBlockers;
  /** The trip priced (or being priced), as sent. */
  request: TripInput | null;
  /** Whom and what it is priced for (the chosen customer, the trip being changed). */
  target: QuoteTarget;
  /** The quote of `request`; undefined until one came (or while the trip is not complete). */
  quote: Quote | undefined;
  /** The refusal of the last request: a 400 with field messages, a 403 with its reason. */
  error: ApiRequestError | Error | null;
  /** A change is waiting for its price (debounce or request under way). */
  isUpdating: boolean;
  /** The quote on screen is the one of the trip as it is now. */
  isCurrent: boolean;
}

/**
 * The live price of the wizard (issue 11's "price explainer"): the trip as it is now, checked first on the client,
 * then priced by the server once the person pauses. The previous quote stays on screen while the next one loads.
 * On the update screen (`reservationId`) it is the change's price as saving writes it, addons included.
 */
export function useLiveQuote(
  state: WizardState,
  cars: readonly Car[],
  context: RequestContext,
  userId: number | null,
  reservationId: number | null = null,
): LiveQuote {
  const blockers = checkQuotable(state, cars, context);
  const ready = isQuotable(blockers);
  const key = ready ? JSON.stringify(toTripRequest(state, context)) : null;
  const debouncedKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const request = useMemo(
    () => (debouncedKey === null ? null : (JSON.parse(debouncedKey) as TripInput)),
    [debouncedKey],
  );
  const customerId = state.customer.customerId;
  const target = useMemo(() => ({ customerId, reservationId }), [customerId, reservationId]);
  const query = useQuote(request, userId, target);
  const isCurrent = key !== null && key === debouncedKey && !query.isPlaceholderData && query.isSuccess;
  return {
    blockers,
    request,
    target,
    quote: ready && !query.isError ? query.data : undefined,
    error: ready && key === debouncedKey ? query.error : null,
    isUpdating: ready && (key !== debouncedKey || query.isFetching),
    isCurrent,
  };
}
