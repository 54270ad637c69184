import type { DataResponse, ReservationDetails } from '@livery/domain';
import { api } from '../../../lib/api-client';

/** What a lifecycle act sends: the version the trip was read at (someone else's change in between is a 409). */
export interface Act {
  id: number;
  number: string;
  version: number;
}

/** `POST` an act on a trip; the answer is the trip's details. */
export const act = async (path: string, body: object) =>
  (await api.post<DataResponse<ReservationDetails>>(path, body)).data;
