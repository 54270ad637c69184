import { earlyCompletionQuestion, isBeforePickUp } from '@livery/domain';
import { useState } from 'react';
import { displayClock } from '../../../lib/display-clock';
import { ConfirmDialog } from '../../../components/form-dialog';
import { useCompleteReservation } from '../api/complete-reservation';

/** The trip a Complete acts on: what it sends, and what the question names. */
export interface CompletingTrip {
  id: number;
  number: string;
  version: number;
  pickUpDateTime: string | null;
}

const DONE = 'The trip is marked completed and the customer gets an e-mail with a review link.';

/**
 * The Complete action's question, in the list and on the details page (SPEC §2 asks first). A trip whose pickup is
 * still ahead is asked about in those words ("The pickup is on … at …, in the future. Complete it anyway?") and only
 * then sent with `early: true`, which the server needs to complete it before pickup (decision 056).
 */
export function CompleteDialog({
  open,
  trip,
  onClose,
}: {
  open: boolean;
  trip: CompletingTrip | undefined;
  onClose: () => void;
}) {
  const complete = useCompleteReservation();
  // The moment the dialog opened: what it says and what Complete sends agree, however long it stays open.
  const [asked, setAsked] = useState(() => ({ open, at: new Date() }));
  if (asked.open !== open) setAsked({ open, at: open ? new Date() : asked.at });
  const askedAt = asked.at;
  const pickUpAt = trip?.pickUpDateTime ? new Date(trip.pickUpDateTime) : null;
  const early = pickUpAt !== null && isBeforePickUp(pickUpAt, askedAt);
  return (
    <ConfirmDialog
      open={open}
      title={`Complete reservation ${trip?.number ?? ''}?`}
      message={early ? earlyCompletionQuestion(pickUpAt, displayClock()) : DONE}
      confirmLabel={early ? 'Complete anyway' : 'Complete'}
      onConfirm={() => (trip ? complete.mutateAsync({ ...trip, early }) : Promise.resolve())}
      onClose={onClose}
    />
  );
}
