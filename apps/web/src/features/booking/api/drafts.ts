import type { DataResponse, Draft } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WizardState } from '../wizard/wizard-state';

/** `GET /reservations/drafts/{id}`: a saved wizard, to resume it in any browser (`?id=&draft=true`). */
export const draftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['reservation-drafts', id] as const,
    queryFn: async ({ signal }) => (await api.get<DataResponse<Draft>>(`/reservations/drafts/${id}`, { signal })).data,
    // Read when the screen opens, and not again while it is open: booking or saving (which refresh every
    // reservations query, not this one) must not pull the screen from under the person, nor a look back at the window.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Saves the wizard: a new draft (`POST`), or the one open again at the version read (`PUT`, 409 when stale). */
export async function saveDraft(state: WizardState, open: { id: number; version: number } | null): Promise<Draft> {
  const body = { state: state as unknown as Record<string, unknown> };
  const answer = open
    ? await api.put<DataResponse<Draft>>(`/reservations/drafts/${open.id}`, { ...body, version: open.version })
    : await api.post<DataResponse<Draft>>('/reservations/drafts', body);
  return answer.data;
}
