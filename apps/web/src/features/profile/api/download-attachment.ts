import type { Attachment } from '@livery/domain';
import { api, saveBlob } from '../../../lib/api-client';

/** Downloads with the bearer header (a plain link would not carry it). */
export async function downloadAttachment(userId: number, attachment: Attachment): Promise<void> {
  const { blob } = await api.blob(`/users/${userId}/attachments/${attachment.id}/file`);
  saveBlob(blob, attachment.fileName);
}
