import { type CancelReservationRequest, toCents } from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';

import { type AuthUser } from '../../auth/index.js';

import { enqueueMail, reservationCancelledMail } from '../../notifications/index.js';

import { tripUrl } from '../core/index.js';
import { sendRefundReceipt } from '../payments/index.js';

import { refundOnCancel, type RecordedRefund } from './refund-service.js';

import { answer, lockForMove, reasonOf, writeMove, type LifecycleDeps, summaryOf } from './lifecycle-moves.js';

export async function cancel(
  tx: Executor,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: CancelReservationRequest,
) {
  const row = await lockForMove(tx, id, 'cancelled', request.version);
  // Refunded first: a refund PayPal refuses cancels nothing.
  const refund: RecordedRefund | null =
    request.refund.kind === 'none' ? null : await refundOnCancel(tx, deps.paypal, row, request.refund, user.id);
  const reason = reasonOf('cancelled', request.reason);
  const after = await writeMove(tx, user, row, 'cancelled', reason, refund ? { refund } : {});
  if (after.email)
    await enqueueMail(
      tx,
      reservationCancelledMail(after.email, after.name ?? 'there', summaryOf(after), {
        reason: request.reason ?? null,
        refunded: refund?.amount ?? null,
        isRoundTripLeg: after.parentOf !== null || after.childOf !== null,
        url: tripUrl(deps.publicUrl, id),
        timeZone: deps.timeZone,
      }),
    );
  // The refund's receipt (decision 079): what the office gave back of what was paid for the leg.
  if (refund)
    await sendRefundReceipt(tx, deps, row, {
      refundedCents: toCents(refund.amount),
      paidCents: toCents(row.paidAmount),
      fee: null,
      otherCents: 0,
    });
  return answer(tx, user, id, deps);
}

/**
 * `POST /reservations/{id}/cancel`: this leg only (a round trip's other leg stays booked), with a PayPal refund when
 * asked; the customer is told, with the amount refunded, and gets the refund's receipt.
 */
export const cancelReservation = (
  db: Database,
  deps: LifecycleDeps,
  user: AuthUser,
  id: number,
  request: CancelReservationRequest,
) => db.transaction((tx) => cancel(tx, deps, user, id, request));
