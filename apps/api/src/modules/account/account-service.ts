import type { ChangePasswordInput } from '@livery/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users, userTokens } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../auth/auth-queries.js';
import { bumpTokenVersion, findUserByEmail, findUserById } from '../auth/auth-queries.js';
import { enqueueMail } from '../mail/mail-queries.js';
import { changeEmailMail, resetPasswordMail } from '../mail/mail-templates.js';
import { requireSelfOr } from '../users/user-access.js';
import { consumeLinkToken, issueLinkToken, linkUrl } from './one-time-links.js';

export interface AccountDeps {
  db: Database;
  tokens: TokenService;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const emailTaken = () =>
  new AppError('CONFLICT', 'Another account already uses this email.', {
    email: 'Another account already uses this email',
  });

/** Answers the same whether or not the address has an account (no account enumeration). */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    // As slow as the real path, so timing does not tell either.
    await verifyAgainstDummy('not-a-password');
    return;
  }
  await deps.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, user.id, 'reset-password');
    await enqueueMail(
      tx,
      resetPasswordMail(user.email, user.firstName, linkUrl(deps.publicUrl, 'reset-password', token)),
    );
  });
  deps.log.info({ event: 'forgot-password', userId: user.id }, 'reset link queued');
}

/** Sets a new password from a reset or set-password link; every session of the user ends. */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, ['reset-password', 'set-password']);
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // Following a link sent to the address proves it.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, link.userId));
    // Other reset links of this user stop working too.
    await tx
      .update(userTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(userTokens.userId, link.userId), eq(userTokens.purpose, 'reset-password'), isNull(userTokens.usedAt)),
      );
    await recordAudit(tx, { actorId: link.userId, action: 'reset-password', entity: 'user', entityId: link.userId });
  });
}

/** Verifies an address, or completes an e-mail change, from the link sent to it. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<{ email: string }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const link = await consumeLinkToken(tx, token, ['verify-email', 'change-email']);
      const [row] = await tx
        .update(users)
        .set({
          ...(link.purpose === 'change-email' && link.newEmail ? { email: link.newEmail } : {}),
          emailVerifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, link.userId))
        .returning({ email: users.email });
      if (!row) throw AppError.notFound('This account');
      await recordAudit(tx, {
        actorId: link.userId,
        action: link.purpose === 'change-email' ? 'change-email' : 'verify-email',
        entity: 'user',
        entityId: link.userId,
        after: { email: row.email },
      });
      return { email: row.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Needs the current password; ends every other session and returns a fresh token when it is your own. */
export async function changePassword(
  deps: AccountDeps,
  actor: AuthUser,
  userId: number,
  input: ChangePasswordInput,
): Promise<{ token: string | null }> {
  requireSelfOr(actor, userId, 'users:change-password');
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound('This user');
  const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, input.currentPassword) : false;
  if (!isValid) {
    throw AppError.validation(
      { currentPassword: 'The current password is incorrect' },
      'The current password is incorrect.',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  const tokenVersion = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await bumpTokenVersion(tx, userId);
    await recordAudit(tx, { actorId: actor.id, action: 'change-password', entity: 'user', entityId: userId });
    const [row] = await tx.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
    return row!.tokenVersion;
  });
  deps.log.info({ event: 'password-changed', userId, by: actor.id }, 'password changed');
  return { token: actor.id === userId ? await deps.tokens.sign({ userId, tokenVersion }) : null };
}

/** Sends a link to the new address; the e-mail changes only when it is followed. */
export async function requestEmailChange(
  deps: AccountDeps,
  actor: AuthUser,
  userId: number,
  email: string,
): Promise<{ pendingEmail: string }> {
  requireSelfOr(actor, userId, 'users:change-email');
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound('This user');
  const other = await findUserByEmail(deps.db, email);
  if (other && other.id !== userId) throw emailTaken();
  if (other) throw AppError.validation({ email: 'This is already the account’s email' });
  await deps.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, userId, 'change-email', email);
    await enqueueMail(tx, changeEmailMail(email, user.firstName, linkUrl(deps.publicUrl, 'change-email', token)));
  });
  return { pendingEmail: email };
}
