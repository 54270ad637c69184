import type { Attachment, DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { attachmentKeys } from './attachments';

/** Multipart upload: the fields first, then the file (the API reads them in that order). */
export const useUploadAttachment = (userId: number) =>
  useApiMutation({
    mutationFn: async (input: { type: string; expiresOn?: string | undefined; file: File }) => {
      const body = new FormData();
      body.append('type', input.type);
      if (input.expiresOn) body.append('expiresOn', input.expiresOn);
      body.append('file', input.file);
      return (await api.upload<DataResponse<Attachment>>(`/users/${userId}/attachments`, body)).data;
    },
    success: 'Attachment uploaded',
    invalidates: [attachmentKeys.one(userId)],
  });
