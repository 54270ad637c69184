import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** A person's name and e-mail, for the history and the office's notice. */
export async function findPerson(tx: Executor, id: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
