import type { PasswordChangeBody } from '@livery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { guardUnique } from '../../db/writes.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { recordAudit } from '../audit/index.js';
import { consumeLinkToken, issueLinkToken, linkUrl, type AuthUser } from '../auth/index.js';
import {
  changeEmailMail,
  emailChangedNotice,
  enqueueMail,
  passwordChangedNotice,
  resetPasswordMail,
  verifyEmailMail,
} from '../notifications/index.js';
import {
  bumpTokenVersion,
  findTokenVersion,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  replaceEmail,
  setPassword,
  setPasswordFromLink,
  spendUnusedLinks,
} from '../people/index.js';

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
    await setPasswordFromLink(tx, link.userId, passwordHash);
    // Other reset links of this user stop working too.
    await spendUnusedLinks(tx, link.userId, 'reset-password');
    await recordAudit(tx, { actorId: link.userId, action: 'reset-password', entity: 'user', entityId: link.userId });
    const owner = await findUserById(tx, link.userId);
    if (owner && link.purpose === 'reset-password') {
      await enqueueMail(tx, passwordChangedNotice(owner.email, owner.firstName, passwordNoticeLinks(deps, false)));
    }
  });
}

const passwordNoticeLinks = (deps: AccountDeps, byStaff: boolean) => ({
  byStaff,
  url: `${deps.publicUrl}/forgot-password`,
});

/** Verifies an address, or completes an e-mail change, from the link sent to it. */
export async function verifyEmail(deps: AccountDeps, token: string): Promise<{ email: string }> {
  return guardUnique(
    () =>
      deps.db.transaction(async (tx) => {
        const link = await consumeLinkToken(tx, token, ['verify-email', 'change-email']);
        const before = await findUserById(tx, link.userId);
        const row = await markEmailVerified(tx, link.userId, link.purpose === 'change-email' ? link.newEmail : null);
        if (!row) throw AppError.notFound('This account');
        await recordAudit(tx, {
          actorId: link.userId,
          action: link.purpose === 'change-email' ? 'change-email' : 'verify-email',
          entity: 'user',
          entityId: link.userId,
          before: before ? { email: before.email } : undefined,
          after: { email: row.email },
        });
        if (link.purpose === 'change-email' && before && before.email !== row.email) {
          await enqueueMail(
            tx,
            emailChangedNotice(before.email, before.firstName, {
              newEmail: row.email,
              byStaff: false,
              url: deps.publicUrl,
            }),
          );
        }
        return { email: row.email };
      }),
    emailTaken,
  );
}

/**
 * Your own password needs the current one; it ends every other session and returns a fresh token. Someone else's
 * (the route checked that the actor may manage that account) is set without it, and all their sessions end.
 * Either way the owner is told by e-mail.
 */
export async function changePassword(
  deps: AccountDeps,
  actor: AuthUser,
  userId: number,
  input: PasswordChangeBody,
): Promise<{ token: string | null }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound('This user');
  const isSelf = actor.id === userId;
  if (isSelf) {
    if (!input.currentPassword) throw AppError.validation({ currentPassword: 'Current password is required' });
    const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, input.currentPassword) : false;
    if (!isValid) {
      throw AppError.validation(
        { currentPassword: 'The current password is incorrect' },
        'The current password is incorrect.',
      );
    }
  } else if (input.currentPassword !== undefined) {
    throw AppError.validation(
      { currentPassword: 'Leave this out: someone else’s current password is never asked for' },
      'Someone else’s current password is never asked for: send only the new password.',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  const tokenVersion = await deps.db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash);
    await bumpTokenVersion(tx, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: isSelf ? 'change-password' : 'set-password',
      entity: 'user',
      entityId: userId,
    });
    await enqueueMail(tx, passwordChangedNotice(user.email, user.firstName, passwordNoticeLinks(deps, !isSelf)));
    return (await findTokenVersion(tx, userId))!;
  });
  deps.log.info({ event: 'password-changed', userId, by: actor.id }, 'password changed');
  return { token: isSelf ? await deps.tokens.sign({ userId, tokenVersion }) : null };
}

/** Staff send the owner a reset link; every session of the account ends at once. */
export async function sendPasswordReset(
  deps: AccountDeps,
  actor: AuthUser,
  userId: number,
): Promise<{ email: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound('This user');
  await deps.db.transaction(async (tx) => {
    await bumpTokenVersion(tx, userId);
    const token = await issueLinkToken(tx, userId, 'reset-password');
    await enqueueMail(
      tx,
      resetPasswordMail(user.email, user.firstName, linkUrl(deps.publicUrl, 'reset-password', token)),
    );
    await recordAudit(tx, { actorId: actor.id, action: 'send-password-reset', entity: 'user', entityId: userId });
  });
  deps.log.info({ event: 'password-reset-sent', userId, by: actor.id }, 'reset link sent by staff');
  return { email: user.email };
}

/**
 * Your own e-mail changes when you follow the link sent to the new address. Someone else's (the route checked that
 * the actor may manage the account) changes at once: no link to the new address could hand over the account; the
 * old address is told, and the new one is asked to verify itself.
 */
export async function changeEmail(
  deps: AccountDeps,
  actor: AuthUser,
  userId: number,
  email: string,
): Promise<{ email: string; pending: boolean }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound('This user');
  const other = await findUserByEmail(deps.db, email);
  if (other && other.id !== userId) throw emailTaken();
  if (other) throw AppError.validation({ email: 'This is already the account’s email' });
  if (actor.id === userId) {
    await deps.db.transaction(async (tx) => {
      const token = await issueLinkToken(tx, userId, 'change-email', email);
      await enqueueMail(tx, changeEmailMail(email, user.firstName, linkUrl(deps.publicUrl, 'change-email', token)));
    });
    return { email, pending: true };
  }
  await guardUnique(
    () =>
      deps.db.transaction(async (tx) => {
        await replaceEmail(tx, userId, email);
        // A link already sent to the old address (a reset, say) must not outlive the change.
        await spendUnusedLinks(tx, userId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'change-email',
          entity: 'user',
          entityId: userId,
          before: { email: user.email },
          after: { email },
        });
        await enqueueMail(
          tx,
          emailChangedNotice(user.email, user.firstName, { newEmail: email, byStaff: true, url: deps.publicUrl }),
        );
        const token = await issueLinkToken(tx, userId, 'verify-email');
        await enqueueMail(tx, verifyEmailMail(email, user.firstName, linkUrl(deps.publicUrl, 'verify-email', token)));
      }),
    emailTaken,
  );
  deps.log.info({ event: 'email-changed', userId, by: actor.id }, 'sign-in e-mail changed by staff');
  return { email, pending: false };
}
