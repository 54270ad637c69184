import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userAttachments } from '../../db/schema.js';

export type AttachmentRow = typeof userAttachments.$inferSelect;
export type NewAttachment = typeof userAttachments.$inferInsert;

/** A user's attachments, newest first. */
export function attachmentsOf(db: Executor, userId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(userAttachments)
    .where(eq(userAttachments.userId, userId))
    .orderBy(desc(userAttachments.createdAt), desc(userAttachments.id));
}

/** The attachment if it is this user's, else null. */
export async function findAttachment(db: Executor, userId: number, id: number): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(userAttachments)
    .where(and(eq(userAttachments.id, id), eq(userAttachments.userId, userId)));
  return row ?? null;
}

export async function insertAttachment(db: Executor, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(userAttachments).values(values).returning();
  if (!row) throw new Error('insert into user_attachments returned no row');
  return row;
}

export async function deleteAttachment(db: Executor, id: number): Promise<void> {
  await db.delete(userAttachments).where(eq(userAttachments.id, id));
}
