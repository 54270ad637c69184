/** Which dialog the reservation details page has open, including one the reservations list asked for in the URL. */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AddonLine } from './details-payment-section';

export type DetailsDialog = 'complete' | 'cancel' | 'assign' | 'addAddon' | 'recordPayment';
/** The dialogs the reservations list's row actions open here. */
const LIST_DIALOGS = ['assign', 'addAddon', 'recordPayment'] as const;

export function useDetailsDialogs() {
  // The list's "Assign driver", "Add addon" and "Record payment" open this page with their dialog open
  // (`?assign=true`, `?addAddon=true`, `?recordPayment=true`).
  const [searchParams, setSearchParams] = useSearchParams();
  const [asking, setAsking] = useState<DetailsDialog | null>(
    () => LIST_DIALOGS.find((d) => searchParams.get(d) === 'true') ?? null,
  );
  /** The addon line whose removal is being confirmed. */
  const [removing, setRemoving] = useState<AddonLine | null>(null);
  const close = () => {
    setAsking(null);
    if (LIST_DIALOGS.some((d) => searchParams.has(d)))
      setSearchParams(
        (params) => {
          for (const dialog of LIST_DIALOGS) params.delete(dialog);
          return params;
        },
        { replace: true },
      );
  };
  return { asking, ask: setAsking, close, removing, setRemoving };
}

export type DetailsDialogs = ReturnType<typeof useDetailsDialogs>;
