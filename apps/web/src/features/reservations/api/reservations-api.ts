import {
  reservationListQuerySchema,
  type DataResponse,
  type ReservationDetails,
  type ReservationListItem,
  type RefundRequest,
} from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString, type ListParams, type ListResponse } from '../../../lib/api-types';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * `GET /reservations` (issue 12), as a `DataTable` source: everyone's with reservations:view, else one's own; with
 * `userId`, one person's trips (their profile's Reservations tab).
 */
/** `GET /reservations/{id}`: every field, the cars and drivers, the breakdown, the history and what one may do. */
export const reservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.one(id),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<ReservationDetails>>(`/reservations/${id}`, { signal })).data,
    retry: false,
  });

export const reservationsListSource = (userId?: number) => ({
  queryKey: [...reservationKeys.all, 'rows', userId ?? 'all'],
  query: reservationListQuerySchema,
  fetchList: (params: ListParams<typeof reservationListQuerySchema>, signal?: AbortSignal) =>
    api.get<ListResponse<ReservationListItem>>(`/reservations${toQueryString({ ...params, userId })}`, { signal }),
});

/** What a lifecycle act sends: the version the trip was read at (someone else's change in between is a 409). */
interface Act {
  id: number;
  number: string;
  version: number;
}

const act = async (path: string, body: object) => (await api.post<DataResponse<ReservationDetails>>(path, body)).data;

/**
 * Complete (only an assigned trip) and cancel (anything not final), each asked for first (SPEC §2). `early`: the
 * person confirmed completing before the pickup (decision 056).
 */
export const useCompleteReservation = () =>
  useApiMutation({
    mutationFn: ({ id, version, early }: Act & { early?: boolean }) =>
      act(`/reservations/${id}/complete`, { version, ...(early ? { early } : {}) }),
    success: (_done, { number }) => `Reservation ${number} completed`,
    invalidates: [reservationKeys.all],
  });

/** What cancelling sends: an optional reason and, for a trip paid by PayPal, the refund wanted. */
export type CancelInput = Act & { reason?: string | undefined; refund: RefundRequest };

export const useCancelReservation = () =>
  useApiMutation({
    mutationFn: ({ id, version, reason, refund }: CancelInput) =>
      act(`/reservations/${id}/cancel`, { version, refund, ...(reason ? { reason } : {}) }),
    success: (_done, { number }) => `Reservation ${number} cancelled`,
    invalidates: [reservationKeys.all],
  });

/** Adds one of the active addons to the trip (DESIGN §5 step 8: the server prices it again). */
export const useAddReservationAddon = () =>
  useApiMutation({
    mutationFn: ({ id, version, addonId }: Act & { addonId: number; addonName: string }) =>
      act(`/reservations/${id}/addons`, { addonId, version }),
    success: (_done, { number, addonName }) => `Addon ${addonName} added to ${number}`,
    invalidates: [reservationKeys.all],
  });

/** Takes an addon off the trip; the addons after it are priced again. */
export const useDeleteReservationAddon = () =>
  useApiMutation({
    mutationFn: async ({ id, version, line }: Act & { line: { id: number; name: string } }) =>
      (await api.delete<DataResponse<ReservationDetails>>(`/reservations/${id}/addons/${line.id}?version=${version}`))
        .data,
    success: (_done, { number, line }) => `Addon ${line.name} removed from ${number}`,
    invalidates: [reservationKeys.all],
  });
