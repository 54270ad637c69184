import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { phoneDigitsIndex, sortIndexes, timestamps, trigramIndexes, version } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped on sign-out and password change: every token carrying an older one is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    phoneType: text('phone_type'),
    /** AES-256-GCM (lib/ssn-cipher.ts); never stored or logged in clear. */
    ssnEncrypted: text('ssn_encrypted'),
    dob: date('dob', { mode: 'string' }),
    address: text('address'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Since when a driver is on duty; null: off duty (migration 0021, decision 058). */
    onDutySince: timestamp('on_duty_since', { withTimezone: true, mode: 'date' }),
    /**
     * The ids of the roles in `user_roles`, kept by a trigger on that table (migration 0006): a role filter and a
     * name search then meet in one table, as one bitmap of two indexes (decision 031). Never written by the app.
     */
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_on_duty_idx')
      .on(t.id)
      .where(sql`${t.onDutySince} IS NOT NULL`),
    index('users_role_ids_idx').using('gin', t.roleIds).with({ fastupdate: false }),
    ...sortIndexes('users', t.id, [t.firstName, t.lastName, t.email, t.createdAt]),
    ...trigramIndexes('users', [t.firstName, t.lastName, t.email, t.phoneNumber]),
    phoneDigitsIndex('users', t.phoneNumber),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version,
    ...timestamps,
  },
  // `Driver` and `driver` are one role (SPEC §7 asks for `role=Driver`).
  (t) => [
    uniqueIndex('roles_name_key').on(sql`lower(${t.name})`),
    ...sortIndexes('roles', t.id, [t.name, t.createdAt]),
    ...trigramIndexes('roles', [t.name]),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    version,
    ...timestamps,
  },
  (t) => [...sortIndexes('permissions', t.id, [t.name, t.createdAt]), ...trigramIndexes('permissions', [t.name])],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  // (role, user): the holders of a role in user order, so counting a role's users is an index-only merge join.
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_user_idx').on(t.roleId, t.userId)],
);
