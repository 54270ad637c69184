import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { attachmentKeys } from './attachments';

/** `DELETE /users/{id}/attachments/{attachmentId}`. */
export const useDeleteAttachment = (userId: number) =>
  useApiMutation({
    mutationFn: async (id: number) =>
      (await api.delete<DataResponse<{ id: number }>>(`/users/${userId}/attachments/${id}`)).data,
    success: 'Attachment deleted',
    invalidates: [attachmentKeys.one(userId)],
  });
