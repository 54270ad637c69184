import { randomBytes } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES, attachmentFieldsSchema, type Attachment } from '@livery/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { EXTENSION_OF, sniffFileType } from '../../lib/file-sniff.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { recordAudit } from '../audit/index.js';
import { type AuthUser } from '../auth/index.js';
import { findUserById } from '../people/index.js';
import * as queries from './attachments-queries.js';

type Row = queries.AttachmentRow;
export interface AttachmentDeps {
  db: Database;
  storage: FileStorage;
}

const ALLOWED = new Set(['application/pdf', 'image/jpeg', 'image/png']);

const toAttachment = (row: Row): Attachment => ({
  id: row.id,
  userId: row.userId,
  type: row.type,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  expiresOn: row.expiresOn,
  createdAt: row.createdAt.toISOString(),
});

/** The route's `account: 'users:attachments'` rule let the actor in; the account must still exist. */
async function checkAccess(deps: AttachmentDeps, _actor: AuthUser, userId: number) {
  if (!(await findUserById(deps.db, userId))) throw AppError.notFound('This user');
}

export async function listAttachments(deps: AttachmentDeps, actor: AuthUser, userId: number) {
  await checkAccess(deps, actor, userId);
  const rows = await queries.attachmentsOf(deps.db, userId);
  return { dataItems: rows.map(toAttachment), count: rows.length };
}

export interface Upload {
  fields: Record<string, string>;
  fileName: string;
  data: Buffer;
  truncated: boolean;
}

/** Checks the fields, the size and the content (not the name) before anything is stored. */
export async function addAttachment(deps: AttachmentDeps, actor: AuthUser, userId: number, upload: Upload | null) {
  await checkAccess(deps, actor, userId);
  if (!upload) throw AppError.validation({ file: 'Choose a file to upload' });
  const parsed = attachmentFieldsSchema.safeParse(upload.fields);
  const fields: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  if (upload.truncated || upload.data.length > ATTACHMENT_MAX_BYTES) fields['file'] = 'The file must be at most 10 MB';
  else if (!upload.data.length) fields['file'] = 'The file is empty';
  const type = sniffFileType(upload.data);
  if (!fields['file'] && (!type || !ALLOWED.has(type))) fields['file'] = 'Upload a PDF, JPEG or PNG file';
  if (!parsed.success || Object.keys(fields).length || !type) throw AppError.validation(fields);

  const key = `attachments/${userId}/${randomBytes(12).toString('hex')}.${EXTENSION_OF[type]}`;
  await deps.storage.put(key, upload.data);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await queries.insertAttachment(tx, {
        userId,
        type: parsed.data.type,
        fileKey: key,
        fileName: upload.fileName.replace(/[^\w.\- ()]/g, '_').slice(0, 200) || `file.${EXTENSION_OF[type]}`,
        contentType: type,
        size: upload.data.length,
        expiresOn: parsed.data.expiresOn ?? null,
      });
      const after = toAttachment(row);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        entity: 'user-attachment',
        entityId: row.id,
        after,
      });
      return after;
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

async function findOwned(deps: AttachmentDeps, userId: number, id: number): Promise<Row> {
  const row = await queries.findAttachment(deps.db, userId, id);
  if (!row) throw AppError.notFound('This attachment');
  return row;
}

export async function downloadAttachment(deps: AttachmentDeps, actor: AuthUser, userId: number, id: number) {
  await checkAccess(deps, actor, userId);
  const row = await findOwned(deps, userId, id);
  const data = await deps.storage.get(row.fileKey);
  if (!data) throw AppError.notFound('This attachment’s file');
  return { row, data };
}

export async function deleteAttachment(deps: AttachmentDeps, actor: AuthUser, userId: number, id: number) {
  await checkAccess(deps, actor, userId);
  const row = await findOwned(deps, userId, id);
  await deps.db.transaction(async (tx) => {
    await queries.deleteAttachment(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'delete',
      entity: 'user-attachment',
      entityId: id,
      before: toAttachment(row),
    });
  });
  await deps.storage.remove(row.fileKey);
  return { id };
}
