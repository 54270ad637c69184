import type { DataResponse, Draft } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { WizardState } from '../wizard/wizard-state';

/** Saves the wizard: a new draft (`POST`), or the one open again at the version read (`PUT`, 409 when stale). */
export async function saveDraft(state: WizardState, open: { id: number; version: number } | null): Promise<Draft> {
  const body = { state };
  const answer = open
    ? await api.put<DataResponse<Draft>>(`/reservation-drafts/${open.id}`, { ...body, version: open.version })
    : await api.post<DataResponse<Draft>>('/reservation-drafts', body);
  return answer.data;
}
