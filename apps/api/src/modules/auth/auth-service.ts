import type { Session, SignupInput } from '@livery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import type { AttemptCounter } from '../../lib/rate-counter.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { recordAudit } from '../audit/index.js';
import { enqueueMail, verifyEmailMail } from '../notifications/index.js';
import {
  addUserRole,
  bumpTokenVersion,
  findRoleIdByName,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
} from '../people/index.js';
import { issueLinkToken, linkUrl } from './one-time-links.js';
import { toSessionUser } from './session-user.js';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  failedSignIns: AttemptCounter;
  log: FastifyBaseLogger;
  /** Base of the links in e-mails. */
  publicUrl: string;
}

const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists. Sign in, or reset your password.', {
    email: 'An account with this email already exists',
  });

async function sessionFor(deps: AuthDeps, user: UserRow, token?: string): Promise<Session> {
  return {
    user: await toSessionUser(deps.db, user),
    token: token ?? (await deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion })),
  };
}

export async function login(deps: AuthDeps, email: string, password: string, ip: string): Promise<Session> {
  const account = email.toLowerCase();
  if (await deps.failedSignIns.isBlocked(account)) {
    deps.log.warn(
      { event: 'sign-in-blocked', email: account, ip },
      'sign-in refused: too many failures for this account',
    );
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-ins for this account. Wait 15 minutes, or reset your password.',
    );
  }
  const user = await findUserByEmail(deps.db, account);
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !isValid) {
    await deps.failedSignIns.record(account);
    deps.log.warn({ event: 'sign-in-failed', email: account, ip }, 'sign-in failed');
    throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect.');
  }
  await deps.failedSignIns.reset(account);
  deps.log.info({ event: 'sign-in', userId: user.id, ip }, 'signed in');
  return sessionFor(deps, user);
}

export async function signup(deps: AuthDeps, input: SignupInput): Promise<Session> {
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await guardUnique(
    () =>
      deps.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          firstName: input.firstName,
          lastName: input.lastName || null,
          email: input.email,
          phoneNumber: input.phoneNumber,
          passwordHash,
        });
        const customer = await findRoleIdByName(tx, 'customer');
        if (customer) await addUserRole(tx, created.id, customer.id);
        const { passwordHash: _omit, ...after } = created;
        await recordAudit(tx, { actorId: created.id, action: 'signup', entity: 'user', entityId: created.id, after });
        const verifyToken = await issueLinkToken(tx, created.id, 'verify-email');
        await enqueueMail(
          tx,
          verifyEmailMail(created.email, created.firstName, linkUrl(deps.publicUrl, 'verify-email', verifyToken)),
        );
        return created;
      }),
    emailTaken,
  );
  deps.log.info({ event: 'signup', userId: user.id }, 'signed up');
  return sessionFor(deps, user);
}

export async function me(deps: AuthDeps, userId: number, token: string): Promise<Session> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists.');
  return sessionFor(deps, user, token);
}

/** Signs the user out everywhere: every token issued so far stops working. */
export async function logout(deps: AuthDeps, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await bumpTokenVersion(tx, userId);
    await recordAudit(tx, { actorId: userId, action: 'logout', entity: 'user', entityId: userId });
  });
  deps.log.info({ event: 'sign-out', userId }, 'signed out');
}
