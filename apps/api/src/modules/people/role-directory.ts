import { CHANGES_CHANNEL, type Broadcast } from '../../db/broadcast.js';
import type { Executor } from '../../db/client.js';
import { allRoleRefs } from './roles-queries.js';

export interface RoleRef {
  id: number;
  name: string;
}

interface Directory {
  byId: Map<number, RoleRef>;
  /** By lower-case name: `Driver` and `driver` are one role. */
  byName: Map<string, RoleRef>;
}

/**
 * Every role, read once and again after any change is broadcast (decision 033): the people lists look a role up
 * by name and name each user's roles (`users.role_ids`), which were two more round trips a page. A role it does not
 * know yet is read again at once; while the broadcast's listener is down, every lookup reads the table.
 */
export class RoleDirectory {
  private directory: Promise<Directory> | null = null;

  constructor(private readonly broadcast: Broadcast) {
    broadcast.subscribe(CHANGES_CHANNEL, { onMessage: () => this.forget(), onGap: () => this.forget() });
  }

  private forget(): void {
    this.directory = null;
  }

  private async read(db: Executor, fresh = false): Promise<Directory> {
    if (fresh || !this.broadcast.live) this.directory = null;
    const reading = (this.directory ??= (async () => {
      const rows = await allRoleRefs(db);
      return {
        byId: new Map(rows.map((role) => [role.id, role])),
        byName: new Map(rows.map((role) => [role.name.toLowerCase(), role])),
      };
    })());
    try {
      return await reading;
    } catch (error) {
      if (this.directory === reading) this.directory = null;
      throw error;
    }
  }

  /** The role of that name, ignoring case, or null. */
  async idOf(db: Executor, name: string): Promise<number | null> {
    const key = name.toLowerCase();
    const known = (await this.read(db)).byName.get(key) ?? (await this.read(db, true)).byName.get(key);
    return known?.id ?? null;
  }

  /** Each user's roles (from `users.role_ids`), sorted by name, keyed by user id. */
  async rolesOf(db: Executor, users: readonly { id: number; roleIds: number[] }[]): Promise<Map<number, RoleRef[]>> {
    let directory = await this.read(db);
    if (users.some((user) => user.roleIds.some((id) => !directory.byId.has(id)))) directory = await this.read(db, true);
    return new Map(
      users.map((user) => [
        user.id,
        user.roleIds.flatMap((id) => directory.byId.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
      ]),
    );
  }
}
