import {
  balanceDueCents,
  businessDate,
  fromCents,
  RECORD_PAYMENT_MESSAGES,
  paymentReason,
  paymentRefusal,
  paymentStatusRefusal,
  paymentTypeAfter,
  statusAfterPayment,
  toCents,
  type PaymentMethod,
  type RecordPaymentRequest,
  type ReservationDetails,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { DETAILS_MESSAGES, loadDetails } from '../details/index.js';
import * as payments from './payments-queries.js';
import { sendPaymentReceipt, type ReceiptDeps } from './receipts.js';
import { reservationQueries as queries } from '../core/index.js';

/** What recording a payment needs besides the database (and the customer's receipt, decision 079). */
export interface PaymentDeps extends ReceiptDeps {
  now: () => Date;
}

type Row = queries.ReservationRow;

/** One payment to write onto a leg. */
export interface NewPayment {
  method: PaymentMethod;
  amountCents: number;
  paidOn: string;
  reference: string | null;
  paypalCaptureId: string | null;
}

/**
 * Writes a payment onto a leg the caller holds locked, at the version it read: the payment row, the leg's paid
 * amount, its status (an unpaid trip paid in full becomes created, DESIGN §5), its payment type, version + 1, a
 * history row naming the payment and an audit row — all in the caller's transaction. Answers the leg as it is now.
 */
export async function applyPayment(tx: Executor, actorId: number, row: Row, payment: NewPayment): Promise<Row> {
  const paidCents = toCents(row.paidAmount) + payment.amountCents;
  const paidAmount = fromCents(paidCents);
  const status = statusAfterPayment(row.status, balanceDueCents({ ...row, paidAmount }));
  const inserted = await payments.insertPayment(tx, {
    reservationId: row.id,
    method: payment.method,
    amount: fromCents(payment.amountCents),
    paidOn: payment.paidOn,
    reference: payment.reference,
    paypalCaptureId: payment.paypalCaptureId,
    actorId,
  });
  const paymentType = paymentTypeAfter(row.paymentType, payment.method);
  const after = await queries.updateReservationAt(tx, row.id, row.version, { paidAmount, status, paymentType });
  if (!after) throw AppError.staleVersion('reservation');
  const reason = paymentReason({ method: payment.method, amount: inserted.amount, reference: inserted.reference });
  await queries.insertStatusChange(tx, {
    reservationId: row.id,
    fromStatus: row.status,
    toStatus: status,
    actorId,
    reason,
  });
  await recordAudit(tx, {
    actorId,
    action: 'record-payment',
    entity: 'reservation',
    entityId: row.id,
    before: { status: row.status, version: row.version, paidAmount: row.paidAmount, paymentType: row.paymentType },
    after: {
      status: after.status,
      paymentType: after.paymentType,
      version: after.version,
      paidAmount: after.paidAmount,
      payment: {
        id: inserted.id,
        method: inserted.method,
        amount: inserted.amount,
        paidOn: inserted.paidOn,
        reference: inserted.reference,
        paypalCaptureId: inserted.paypalCaptureId,
      },
    },
  });
  return after;
}

async function record(tx: Executor, deps: PaymentDeps, user: AuthUser, id: number, request: RecordPaymentRequest) {
  // Locked until the transaction ends: two people recording on one trip take turns, the second at a stale version.
  const row = await queries.findReservationForUpdate(tx, id);
  if (!row) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  // The status first (it names what the trip became), then the version, then the request against the trip.
  const statusRefusal = paymentStatusRefusal(row.status);
  if (statusRefusal) throw new AppError('CONFLICT', statusRefusal);
  if (row.version !== request.version) throw AppError.staleVersion('reservation');
  if (request.paidOn > businessDate(deps.now(), deps.timeZone))
    throw AppError.validation({ paidOn: RECORD_PAYMENT_MESSAGES.futureDate }, RECORD_PAYMENT_MESSAGES.futureDate);
  const refusal = paymentRefusal(row, request.amount);
  if (refusal?.kind === 'status') throw new AppError('CONFLICT', refusal.message);
  if (refusal) throw AppError.validation({ amount: refusal.message }, refusal.message);
  const payment = {
    method: request.method,
    amountCents: toCents(request.amount),
    paidOn: request.paidOn,
    reference: request.reference ?? null,
    paypalCaptureId: null,
  };
  await applyPayment(tx, user.id, row, payment);
  await sendPaymentReceipt(tx, deps, { ...payment, legIds: [id] });
  return loadDetails(tx, user, id, deps.now(), 'staff');
}

/**
 * `POST /reservations/{id}/payments`: a payment staff took (cash, card terminal, check, invoice, other) on a booked
 * trip, at its version, under its lock, any number of times up to the balance due; the customer gets its receipt.
 * Answers the details.
 */
export function recordPayment(
  db: Database,
  deps: PaymentDeps,
  user: AuthUser,
  id: number,
  request: RecordPaymentRequest,
): Promise<ReservationDetails> {
  return db.transaction((tx) => record(tx, deps, user, id, request));
}
