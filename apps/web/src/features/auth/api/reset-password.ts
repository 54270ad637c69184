import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';

/** `POST /reset-password`: a new password through the link's one-time token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post<DataResponse<{ ok: true }>>('/reset-password', { token, password }, { handleUnauthorized: false });
}
