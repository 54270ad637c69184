import { CHANGES_CHANNEL, type Broadcast } from '../../db/broadcast.js';
import type { Executor } from '../../db/client.js';
import { findAuthUser, type AuthUser } from '../people/index.js';

/** A backstop only: a change is forgotten everywhere as soon as it is broadcast. */
const REMEMBER_MS = 5_000;
const MOST_REMEMBERED = 10_000;

/**
 * The signed-in users of the last few seconds with their permissions (decision 033). Every API request needs
 * them; reading them costs a query joining roles and permissions, which was a third of a list's database time.
 *
 * Never stale by more than a message's travel: every request that may write (any method but GET, HEAD and
 * OPTIONS) makes every process forget them all before its answer leaves, through the database's broadcast
 * (`plugins/auth.ts`). While the broadcast's listener is down nothing is remembered; a lookup that started before a change
 * and ends after it is not remembered either.
 */
export class SignedInUsers {
  private readonly users = new Map<number, { user: AuthUser; until: number }>();
  private generation = 0;

  constructor(private readonly broadcast: Broadcast) {
    broadcast.subscribe(CHANGES_CHANNEL, {
      onMessage: () => this.forgetAll(),
      onGap: () => this.forgetAll(),
    });
  }

  async find(db: Executor, userId: number): Promise<AuthUser | null> {
    const remembered = this.users.get(userId);
    if (remembered && remembered.until > Date.now() && this.broadcast.live) return remembered.user;
    const generation = this.generation;
    const user = await findAuthUser(db, userId);
    if (user && generation === this.generation && this.broadcast.live) {
      if (this.users.size >= MOST_REMEMBERED) this.users.clear();
      Object.freeze(user.permissions);
      this.users.set(userId, { user: Object.freeze(user), until: Date.now() + REMEMBER_MS });
    }
    return user;
  }

  private forgetAll(): void {
    this.users.clear();
    this.generation += 1;
  }
}
