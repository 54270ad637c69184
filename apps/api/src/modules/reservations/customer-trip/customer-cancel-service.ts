import {
  customerCancelRefusal,
  customerRefundCents,
  type CustomerTrip,
  formatMoney,
  fromCents,
  reservationNumber,
  toCents,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';

import { forbidden } from '../../../lib/permission-checks.js';
import { type AuthUser } from '../../auth/index.js';
import { writtenPickUp } from '../../../lib/business-clock.js';
import { enqueueMail, notifyOffice, reservationCancelledMail } from '../../notifications/index.js';
import * as trips from './customer-trip-queries.js';
import { tripUrl } from '../core/index.js';

import { refundOnCancel, writeMove, type RecordedRefund } from '../lifecycle/index.js';

/**
 * The customer's own trip (issue 22, decision 052): `GET /reservations/{id}/trip`, the trip as its traveller reads it
 * with what they may do now, and `POST /reservations/{id}/customer-cancel`, their cancellation up to the customer
 * policy's cut-off, a PayPal payment refunded less the policy's fee, the office told.
 */
import {
  bookingCaptureOf,
  CUSTOMER_TRIP_MESSAGES,
  type CustomerTripDeps,
  type Policy,
  policyOf,
  readableLeg,
  type Row,
  toCustomerTrip,
} from './customer-trip-service.js';

/**
 * The refund of a customer's cancellation through the staff's refund path (decision 043), its refusals said to the
 * customer: nothing was cancelled, and whom to call.
 */
async function refundForCustomer(
  tx: Executor,
  deps: CustomerTripDeps,
  user: AuthUser,
  row: Row,
  refundCents: number,
  policy: Policy,
): Promise<RecordedRefund | null> {
  if (refundCents === 0) return null;
  if (!deps.paypal) throw new AppError('CONFLICT', CUSTOMER_TRIP_MESSAGES.paypalUnavailable(policy.officeNumber));
  try {
    return await refundOnCancel(tx, deps.paypal, row, { kind: 'partial', amount: fromCents(refundCents) }, user.id);
  } catch (error) {
    // The refund path's messages are the office's ("cancel it without a refund"): the customer reads whom to call.
    if (!(error instanceof AppError)) throw error;
    const code = error.code === 'BAD_GATEWAY' ? 'BAD_GATEWAY' : 'CONFLICT';
    throw new AppError(code, CUSTOMER_TRIP_MESSAGES.refundFailed(policy.officeNumber));
  }
}

interface CancelMoney {
  /** What was paid for the leg before the cancellation, in cents, and of it by the booking's PayPal payment. */
  paidCents: number;
  paypalPaidCents: number;
  refundedCents: number;
  feePercentage: number;
}

/** What the office reads of a customer's cancellation: the trip, who cancelled, what was paid and given back. */
function officeNotice(deps: CustomerTripDeps, user: AuthUser, row: Row, money: CancelMoney) {
  const number = reservationNumber(row.id);
  const pickup = row.pickUpAt ? writtenPickUp(row.pickUpAt, deps.timeZone) : 'no pickup time';
  const feeCents = money.paypalPaidCents - money.refundedCents;
  const otherCents = money.paidCents - money.paypalPaidCents;
  const dollars = (cents: number) => formatMoney(fromCents(cents));
  const lines = [
    `Trip ${number} (${row.name ?? 'no passenger name'}) was cancelled online by ${user.email}.`,
    `Pickup ${pickup}, from ${row.pickUpLocation ?? '—'} to ${row.dropOffLocation ?? '—'}.`,
    `Paid before cancelling: ${dollars(money.paidCents)}.`,
    money.refundedCents > 0
      ? `Refunded to their PayPal account: ${dollars(money.refundedCents)}` +
        (feeCents > 0 ? ` (the ${money.feePercentage}% cancellation fee, ${dollars(feeCents)}, kept).` : '.')
      : 'Nothing was refunded online.',
    ...(otherCents > 0
      ? [
          `${dollars(otherCents)} was paid another way (cash, card, a payment after booking): refund what is owed ` +
            'by hand.',
        ]
      : []),
    ...(row.parentOf !== null || row.childOf !== null ? ['The other leg of the round trip is still booked.'] : []),
    `Details: ${deps.publicUrl.replace(/\/+$/, '')}/reservation/details/${row.id}`,
  ];
  return { subject: `Trip ${number} cancelled by the customer`, text: lines.join('\n') };
}

async function cancelOwnTrip(tx: Executor, deps: CustomerTripDeps, user: AuthUser, id: number, version: number) {
  // Locked until the transaction ends: a second cancel (a double click, another device) waits, then finds it done.
  const row = await readableLeg(tx, user, id, true);
  const policy = await policyOf(tx);
  // The status first (a second cancel reads "already cancelled"), then the cut-off, then the version read.
  const refusal = customerCancelRefusal(row, deps.now(), policy);
  if (refusal?.kind === 'status') throw new AppError('CONFLICT', refusal.message);
  if (refusal) throw forbidden(refusal.message);
  if (row.version !== version) throw AppError.staleVersion('reservation');

  const captureId = await bookingCaptureOf(tx, row);
  const paypalPaidCents = captureId ? await trips.paypalPaidCentsOf(tx, row.id, captureId) : 0;
  const refundCents = customerRefundCents(paypalPaidCents, policy.cancelFeePercentage);
  // Refunded first: a refund PayPal refuses cancels nothing.
  const refund = await refundForCustomer(tx, deps, user, row, refundCents, policy);
  const fee = fromCents(paypalPaidCents - refundCents);
  const audited = { byCustomer: true, feePercentage: policy.cancelFeePercentage, fee, ...(refund ? { refund } : {}) };
  const after = await writeMove(tx, user, row, 'cancelled', CUSTOMER_TRIP_MESSAGES.cancelledReason, audited);

  const summary = {
    number: reservationNumber(after.id),
    pickUpAt: after.pickUpAt,
    pickUpLocation: after.pickUpLocation,
    dropOffLocation: after.dropOffLocation,
  };
  if (after.email)
    await enqueueMail(
      tx,
      reservationCancelledMail(after.email, after.name ?? 'there', summary, {
        reason: null,
        refunded: refund?.amount ?? null,
        isRoundTripLeg: after.parentOf !== null || after.childOf !== null,
        url: tripUrl(deps.publicUrl, after.id),
        timeZone: deps.timeZone,
      }),
    );
  await notifyOffice(
    tx,
    officeNotice(deps, user, row, {
      paidCents: toCents(row.paidAmount),
      paypalPaidCents,
      refundedCents: refund ? toCents(refund.amount) : 0,
      feePercentage: policy.cancelFeePercentage,
    }),
  );
  return toCustomerTrip(tx, deps, user, after);
}

/**
 * `POST /reservations/{id}/customer-cancel`: the trip's own customer (or the account that booked it) cancels this leg
 * (a round trip's other leg stays booked) while `customerCancelRefusal` allows it, at the version they read. The
 * booking's PayPal payment of the leg is refunded less the policy's fee; the history, the audit trail, the
 * customer's e-mail and the office's notice are written with it, or nothing is.
 */
export const cancelCustomerTrip = (
  db: Database,
  deps: CustomerTripDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<CustomerTrip> => db.transaction((tx) => cancelOwnTrip(tx, deps, user, id, version));
