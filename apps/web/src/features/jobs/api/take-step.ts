import type { DataResponse, ErrorCode, SlotStepRequest, SlotStepResult } from '@livery/domain';
import { post } from '../../../lib/api-client';
import { isErrorBody } from '../../../lib/api-error';
import type { SendOutcome } from '../offline/step-queue';
import type { QueuedStep } from '../offline/step-store';

/**
 * The answers that will not change by sending the step again: the job has moved on or is not where the step expects
 * (409), it is no longer this driver's (404, 403), the step is malformed (400). Anything else (no connection, a
 * server error, a session to sign in again, too many requests) keeps the step for later.
 */
const FINAL: readonly ErrorCode[] = ['CONFLICT', 'NOT_FOUND', 'FORBIDDEN', 'VALIDATION'];

/** `POST /reservations/{id}/slots/{slotId}/steps` (issue 24): one step of the driver's app, from the offline queue. */
export async function sendSlotStep(step: QueuedStep): Promise<SendOutcome> {
  const body: SlotStepRequest = {
    step: step.step,
    clientId: step.clientId,
    takenAt: step.takenAt,
    ...(step.position ? { position: step.position } : {}),
    ...(step.reason ? { reason: step.reason } : {}),
  };
  const answer = await post<DataResponse<SlotStepResult>>(
    `/reservations/${step.reservationId}/slots/${step.slotId}/steps`,
    body,
    // A session that ended keeps the step: it is sent once the driver signs in again.
    { handleUnauthorized: false },
  );
  if (!isErrorBody(answer)) return { kind: 'sent', result: answer.data };
  const { code, message } = answer.error;
  return FINAL.includes(code) ? { kind: 'refused', message } : { kind: 'kept', message };
}
