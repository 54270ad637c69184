import type { Executor } from '../../db/client.js';
import { statuses } from '../../db/schema.js';

export function listStatuses(db: Executor) {
  return db.select().from(statuses).orderBy(statuses.id);
}
