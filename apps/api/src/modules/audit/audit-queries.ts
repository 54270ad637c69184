import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  actorId: number | null;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'signup'
    | 'logout'
    | 'assign'
    | 'change-password'
    | 'reset-password'
    | 'verify-email'
    | 'change-email'
    | 'set-password'
    | 'send-password-reset'
    // A reservation's status moved (DESIGN §5): before and after hold the status and version, and why.
    | 'change-status'
    // A payment recorded on a reservation (decision 051): before and after hold the paid amount, status and version.
    | 'record-payment'
    // A driver's SSN read in clear (decision 056): who and whose, never the number.
    | 'reveal-ssn'
    // A step of the day of the trip taken on a slot (decision 077; 'move-slot' in older rows).
    | 'slot-step'
    // A rate card published (decision 091): before and after hold its status and effective instant.
    | 'publish';
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Every mutation writes one row here, inside the transaction that makes the change (DESIGN.md §3). */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
