import { INVALID_DISCOUNT_CODE, isDiscountCodeApplicable, type DiscountCode } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/index.js';
import { deactivateRoundTripCodes, findCode, findRoundTripCodeOn, toDiscountCode } from './discount-codes-queries.js';

export async function roundTripCodeOn(db: Executor, day: string): Promise<DiscountCode | null> {
  const row = await findRoundTripCodeOn(db, day);
  return row ? toDiscountCode(row) : null;
}

/** The code when it is active, valid that day and applies to the trip; otherwise one 404 for every reason. */
export async function verifyCode(
  db: Executor,
  code: string,
  trip: { isRoundTrip: boolean; date: string },
): Promise<DiscountCode> {
  const row = await findCode(db, code);
  const found = row ? toDiscountCode(row) : null;
  if (!found || !isDiscountCodeApplicable(found, trip)) throw new AppError('NOT_FOUND', INVALID_DISCOUNT_CODE);
  return found;
}

/**
 * SPEC issue 3: activating a round-trip code deactivates the other round-trip codes in the same
 * transaction (each change audited), so at most one is active; a partial unique index backs it up.
 */
export async function deactivateOtherRoundTripCodes(tx: Executor, keepId: number | null, actorId: number) {
  for (const row of await deactivateRoundTripCodes(tx, keepId)) {
    const after = toDiscountCode(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'discount-code',
      entityId: row.id,
      before: { ...after, isActive: true },
      after,
    });
  }
}
