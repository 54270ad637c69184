import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';

/** `POST /forgot-password`: a reset link to the address, if an account uses it (the answer is the same either way). */
export async function forgotPassword(email: string): Promise<void> {
  await api.post<DataResponse<{ ok: true }>>('/forgot-password', { email }, { handleUnauthorized: false });
}
