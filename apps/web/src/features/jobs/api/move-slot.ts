import type { DataResponse, ErrorCode, SlotMoveRequest, SlotMoveResult } from '@livery/domain';
import { post } from '../../../lib/api-client';
import { isErrorBody } from '../../../lib/api-error';
import type { SendOutcome } from '../offline/tap-queue';
import type { QueuedTap } from '../offline/tap-store';

/**
 * The answers that will not change by sending the tap again: the job has moved on or is not where the tap expects
 * (409), it is no longer this driver's (404, 403), the tap is malformed (400). Anything else (no connection, a
 * server error, a session to sign in again, too many requests) keeps the tap for later.
 */
const FINAL: readonly ErrorCode[] = ['CONFLICT', 'NOT_FOUND', 'FORBIDDEN', 'VALIDATION'];

/** `POST /reservations/{id}/slots/{slotId}/moves` (issue 24): one tap of the driver's app, from the offline queue. */
export async function sendSlotMove(tap: QueuedTap): Promise<SendOutcome> {
  const body: SlotMoveRequest = {
    move: tap.move,
    clientId: tap.clientId,
    tappedAt: tap.tappedAt,
    ...(tap.position ? { position: tap.position } : {}),
    ...(tap.reason ? { reason: tap.reason } : {}),
  };
  const answer = await post<DataResponse<SlotMoveResult>>(
    `/reservations/${tap.reservationId}/slots/${tap.slotId}/moves`,
    body,
    // A session that ended keeps the tap: it is sent once the driver signs in again.
    { handleUnauthorized: false },
  );
  if (!isErrorBody(answer)) return { kind: 'sent', result: answer.data };
  const { code, message } = answer.error;
  return FINAL.includes(code) ? { kind: 'refused', message } : { kind: 'kept', message };
}
