import {
  changeRefusalOf,
  CUSTOMER_CHANGE_MESSAGES,
  customerCancelRefusal,
  type CustomerTrip,
  FINAL_STATUSES,
  type Grantee,
  isOneOf,
} from '@livery/domain';

/** One thing the traveller may want to do, and why not when they may not. */
export interface TripAction {
  allowed: boolean;
  /** Why it is not allowed now (naming the office's number where the office can do it); null when it is. */
  reason: string | null;
}

/** What the trip page offers now. */
export interface TripActions {
  pay: boolean;
  change: TripAction;
  cancel: TripAction & { pastCutoff: boolean };
  /** The trip is still on the books and something the page cannot do now the office can: show the number first. */
  callOffice: boolean;
  /** Why, said beside the office's number: the cut-off's (changing and cancelling alike in one), the 6 hours'. */
  callOfficeReasons: string[];
}

const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * What the trip page offers (decision 052): the server's answer (`may`, who asks) checked again against the clock
 * with the same domain rules the API refuses on, so a page left open past the cut-off or within 6 hours of pickup
 * stops offering what the server would now refuse.
 */
export function tripActions(trip: CustomerTrip, now: Date, user: Grantee | null = null): TripActions {
  const legs = [trip, ...(trip.linkedLeg ? [trip.linkedLeg] : [])].map((leg) => ({
    status: leg.status,
    pickUpAt: instant(leg.pickUpDateTime),
  }));
  const policy = { cancelCutoffHours: trip.cancellation.cutoffHours, officeNumber: trip.officeNumber };
  // A customer's change is held to the cancellation's cut-off too (decision 079), as the server holds it.
  const changeNow = changeRefusalOf(legs, user, now, policy);
  const change = {
    allowed: trip.may.change && changeNow === null,
    reason: changeNow?.message ?? trip.changeRefusal,
  };
  const cancelNow = trip.isYours
    ? customerCancelRefusal({ status: trip.status, pickUpAt: trip.pickUpDateTime }, now, policy)
    : null;
  const cancel = {
    allowed: trip.may.cancel && cancelNow === null,
    reason: cancelNow?.message ?? trip.cancelRefusal,
    pastCutoff: cancelNow?.kind === 'cutoff',
  };
  const isOnTheBooks = !isOneOf(FINAL_STATUSES, trip.status);
  const callOffice = trip.isYours && isOnTheBooks && (!change.allowed || !cancel.allowed);
  const changePastCutoff =
    change.reason === CUSTOMER_CHANGE_MESSAGES.cutoff(policy.cancelCutoffHours, policy.officeNumber);
  const reasons =
    cancel.pastCutoff && changePastCutoff
      ? [CUSTOMER_CHANGE_MESSAGES.cutoffBoth(policy.cancelCutoffHours, policy.officeNumber)]
      : [
          ...(cancel.pastCutoff && cancel.reason ? [cancel.reason] : []),
          ...(!change.allowed && change.reason ? [change.reason] : []),
        ];
  return { pay: trip.may.pay, change, cancel, callOffice, callOfficeReasons: callOffice ? reasons : [] };
}
