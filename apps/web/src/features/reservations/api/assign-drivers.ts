import type { AssignDriversRequest, AssignDriversResult, DataResponse, DriverSlotAssignment } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** What `useAssignDrivers` sends: the trip (its number for the toast), the slots changed, at the version read. */
export interface AssignDriversInput {
  id: number;
  number: string;
  version: number;
  slots: DriverSlotAssignment[];
  /** The person was asked about the drivers' conflicting trips and chose "Assign anyway". */
  acknowledgeConflicts?: boolean;
}

const ACKNOWLEDGE: keyof AssignDriversRequest = 'acknowledgeConflicts';

/**
 * The server's question (issue 38 item 14): a 409 naming drivers whose other trips conflict with this one, until
 * the request acknowledges them. Its sentences, or null for any other failure.
 */
export const conflictQuestionOf = (error: unknown): string | null =>
  error instanceof ApiRequestError && error.code === 'CONFLICT' ? (error.fields?.[ACKNOWLEDGE] ?? null) : null;

/**
 * `PUT /reservations/{id}/drivers`: the slots changed, at the version read. The trip becomes assigned when every car
 * has a driver; the drivers get an SMS. A driver whose other trips conflict is refused until acknowledged
 * (`conflictQuestionOf`).
 */
export const useAssignDrivers = () =>
  useApiMutation({
    mutationFn: async ({ id, version, slots, acknowledgeConflicts }: AssignDriversInput) =>
      (
        await api.put<DataResponse<AssignDriversResult>>(`/reservations/${id}/drivers`, {
          version,
          slots,
          ...(acknowledgeConflicts ? { acknowledgeConflicts } : {}),
        })
      ).data,
    success: (_result, { number }) => `Drivers of ${number} saved`,
    invalidates: [reservationKeys.all],
  });
