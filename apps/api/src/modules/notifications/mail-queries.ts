import { and, count, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type MailRow = typeof mailOutbox.$inferSelect;
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a message inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
}

/** How long a claimed message is hidden from other workers while it is being sent. */
const LEASE_MS = 5 * 60_000;

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so several workers never take the same row) and leases them:
 * a worker that dies mid-send leaves them due again after the lease, so nothing is lost.
 */
export async function claimDueMail(db: Database, limit: number): Promise<MailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * A stopping worker's claimed messages it will not send: due again at once for another process, the attempt not
 * counted (decision 061).
 */
export async function releaseMail(db: Database, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()`, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'queued')));
}

export interface OutboxBacklog {
  /** Messages still to send (queued, due or waiting for a retry). */
  depth: number;
  /** When the oldest of them was written; null when there is none. */
  oldest: Date | null;
}

/** The outbox's backlog, for the metrics: the `queued` range of `mail_outbox_due_idx`, never the sent rows. */
export async function outboxBacklog(db: Executor): Promise<OutboxBacklog> {
  const [row] = await db
    .select({ depth: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'));
  return { depth: row?.depth ?? 0, oldest: row?.oldest ?? null };
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markAttemptFailed(db: Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(mailOutbox.id, id));
}
