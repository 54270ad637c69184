import type { Attachment, DataResponse, ListResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

export const attachmentKeys = queryKeys('attachments');

export const attachmentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: attachmentKeys.one(userId),
    queryFn: ({ signal }) => api.get<ListResponse<Attachment>>(`/users/${userId}/attachments`, { signal }),
  });

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

export const useDeleteAttachment = (userId: number) =>
  useApiMutation({
    mutationFn: async (id: number) =>
      (await api.delete<DataResponse<{ id: number }>>(`/users/${userId}/attachments/${id}`)).data,
    success: 'Attachment deleted',
    invalidates: [attachmentKeys.one(userId)],
  });

/** Downloads with the bearer header (a plain link would not carry it). */
export async function downloadAttachment(userId: number, attachment: Attachment): Promise<void> {
  const { blob } = await api.blob(`/users/${userId}/attachments/${attachment.id}/file`);
  saveBlob(blob, attachment.fileName);
}
