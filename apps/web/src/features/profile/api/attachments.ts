import type { Attachment, ListResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const attachmentKeys = queryKeys('attachments');

/** `GET /users/{id}/attachments`: an account's documents. */
export const attachmentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: attachmentKeys.one(userId),
    queryFn: ({ signal }) => api.get<ListResponse<Attachment>>(`/users/${userId}/attachments`, { signal }),
  });
