import {
  customerCancelRefusal,
  type CustomerRefundPlan,
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
import { tripUrl } from '../core/index.js';

import { refundCapture, writeMove, type RecordedRefund } from '../lifecycle/index.js';
import { sendRefundReceipt } from '../payments/index.js';

/**
 * The customer's own trip (issue 22, decision 052): `GET /reservations/{id}/trip`, the trip as its traveller reads it
 * with what they may do now, and `POST /reservations/{id}/customer-cancel`, their cancellation up to the customer
 * policy's cut-off, a PayPal payment refunded less the policy's fee, the office told.
 */
import {
  CUSTOMER_TRIP_MESSAGES,
  type CustomerTripDeps,
  type Policy,
  policyOf,
  readableLeg,
  refundPlanOf,
  type Row,
  toCustomerTrip,
} from './customer-trip-service.js';

/**
 * The refund of a customer's cancellation through the staff's refund path (decision 043), one PayPal refund per
 * payment the plan draws on (decision 079: the booking's and each paid from the trip's page), its refusals said to
 * the customer: nothing was cancelled, and whom to call. A retry of the same cancel asks PayPal for the same refunds.
 */
async function refundForCustomer(
  tx: Executor,
  deps: CustomerTripDeps,
  user: AuthUser,
  row: Row,
  plan: CustomerRefundPlan,
  policy: Policy,
): Promise<RecordedRefund[]> {
  if (plan.refundCents === 0) return [];
  const { paypal } = deps;
  if (!paypal) throw new AppError('CONFLICT', CUSTOMER_TRIP_MESSAGES.paypalUnavailable(policy.officeNumber));
  const refunds: RecordedRefund[] = [];
  try {
    for (const [i, part] of plan.parts.entries()) {
      const request = { kind: 'partial', amount: fromCents(part.cents) } as const;
      // The first keeps the refund's request id as it always was; the others add their capture.
      const key = i === 0 ? '' : `-${part.captureId}`;
      refunds.push(await refundCapture(tx, paypal, row, part.captureId, request, user.id, key));
    }
  } catch (error) {
    // The refund path's messages are the office's ("cancel it without a refund"): the customer reads whom to call.
    if (!(error instanceof AppError)) throw error;
    const code = error.code === 'BAD_GATEWAY' ? 'BAD_GATEWAY' : 'CONFLICT';
    throw new AppError(code, CUSTOMER_TRIP_MESSAGES.refundFailed(policy.officeNumber));
  }
  return refunds;
}

interface CancelMoney {
  /** What was paid for the leg before the cancellation, in cents, and of it online (PayPal, at booking or later). */
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
          `${dollars(otherCents)} was paid another way (cash, card terminal, check, invoice): refund what is owed ` +
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

  // Every online payment of the leg, refunded the same way: less the policy's fee (decision 079).
  const plan = await refundPlanOf(tx, row, policy);
  // Refunded first: a refund PayPal refuses cancels nothing.
  const refunds = await refundForCustomer(tx, deps, user, row, plan, policy);
  const refundedCents = refunds.reduce((sum, refund) => sum + toCents(refund.amount), 0);
  const refund = refunds.length > 0 ? { amount: fromCents(refundedCents), refunds } : null;
  const fee = fromCents(plan.feeCents);
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
  const money = {
    paidCents: toCents(row.paidAmount),
    paypalPaidCents: plan.paidCents,
    refundedCents,
    feePercentage: policy.cancelFeePercentage,
  };
  await notifyOffice(tx, officeNotice(deps, user, row, money));
  // The refund's receipt (decision 079): what went back, the fee kept, what the office settles by hand.
  await sendRefundReceipt(tx, deps, row, {
    refundedCents,
    paidCents: money.paidCents,
    fee: { percentage: policy.cancelFeePercentage, cents: plan.feeCents },
    otherCents: Math.max(0, money.paidCents - plan.paidCents),
  });
  return toCustomerTrip(tx, deps, user, after);
}

/**
 * `POST /reservations/{id}/customer-cancel`: the trip's own customer (or the account that booked it) cancels this leg
 * (a round trip's other leg stays booked) while `customerCancelRefusal` allows it, at the version they read. Every
 * PayPal payment of the leg is refunded less the policy's fee; the history, the audit trail, the customer's e-mail
 * and receipt and the office's notice are written with it, or nothing is.
 */
export const cancelCustomerTrip = (
  db: Database,
  deps: CustomerTripDeps,
  user: AuthUser,
  id: number,
  version: number,
): Promise<CustomerTrip> => db.transaction((tx) => cancelOwnTrip(tx, deps, user, id, version));
