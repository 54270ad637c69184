import type { Attachment, ListResponse } from '@livery/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiUrl, del, get } from '../../../lib/api-client';
import { ApiRequestError, isErrorBody, unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { getToken } from '../../../lib/auth-token';

export const attachmentsKey = (userId: number) => ['attachments', userId] as const;

export const attachmentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: attachmentsKey(userId),
    queryFn: async ({ signal }) =>
      unwrap(await get<ListResponse<Attachment>>(`/users/${userId}/attachments`, { signal })),
  });

const authHeader = (): Record<string, string> => {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Multipart upload: the fields first, then the file (the API reads them in that order). */
export function useUploadAttachment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { type: string; expiresOn?: string | undefined; file: File }) => {
      const body = new FormData();
      body.append('type', input.type);
      if (input.expiresOn) body.append('expiresOn', input.expiresOn);
      body.append('file', input.file);
      const response = await fetch(apiUrl(`/users/${userId}/attachments`), {
        method: 'POST',
        body,
        headers: authHeader(),
      });
      const json: unknown = await response.json().catch(() => null);
      if (isErrorBody(json)) throw new ApiRequestError(json.error);
      if (!response.ok) throw new Error('The upload failed. Please try again.');
      return (json as DataResponse<Attachment>).data;
    },
    onSuccess: async () => {
      toast.success('Attachment uploaded');
      await queryClient.invalidateQueries({ queryKey: attachmentsKey(userId) });
    },
  });
}

export function useDeleteAttachment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await del<DataResponse<{ id: number }>>(`/users/${userId}/attachments/${id}`)).data,
    onSuccess: async () => {
      toast.success('Attachment deleted');
      await queryClient.invalidateQueries({ queryKey: attachmentsKey(userId) });
    },
  });
}

/** Downloads with the bearer header (a plain link would not carry it). */
export async function downloadAttachment(userId: number, attachment: Attachment): Promise<void> {
  const response = await fetch(apiUrl(`/users/${userId}/attachments/${attachment.id}/file`), { headers: authHeader() });
  if (!response.ok) throw new Error('The download failed. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
