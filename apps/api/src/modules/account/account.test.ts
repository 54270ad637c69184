import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users, userTokens } from '../../db/schema.js';
import { ADMIN, bearer, caller, createTestApp, CUSTOMER, DRIVER, signIn } from '../../test/helper.js';
import { tokenFromLink, useMailTestApp } from '../../test/smtp-sink.js';

const ctx = useMailTestApp({ forgotPasswordRateLimit: 5 });

const call = caller(ctx);
const idOf = async (email: string) =>
  (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const lastMailTo = async (address: string) => {
  await ctx.app.mail.drainOutbox();
  const mails = ctx.smtp.to(address);
  expect(mails.length, `mail to ${address}`).toBeGreaterThan(0);
  return mails.at(-1)!;
};

describe('forgot and reset password, through real SMTP', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await call('POST', '/forgot-password', {}, { email: DRIVER.email });
    const unknown = await call('POST', '/forgot-password', {}, { email: 'nobody@livery.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await ctx.app.mail.drainOutbox();
    expect(ctx.smtp.to('nobody@livery.test')).toHaveLength(0);
    expect(ctx.smtp.to(DRIVER.email).at(-1)!.subject).toContain('Reset your password');
  });

  it('resets with the link once, ends every session, and the new password signs in', async () => {
    const oldSession = bearer(await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password));
    await call('POST', '/forgot-password', {}, { email: CUSTOMER.email });
    const mail = await lastMailTo(CUSTOMER.email);
    expect(mail.body).toContain('http://livery.example/reset-password?token=');
    const token = tokenFromLink(mail, '/reset-password');
    const stored = await ctx.app.db.select().from(userTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await call('POST', '/reset-password', {}, { token, password: 'A-brand-new-pass-1' });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/me', oldSession)).statusCode).toBe(401);
    await signIn(ctx.app, CUSTOMER.email, 'A-brand-new-pass-1');
    const again = await call('POST', '/reset-password', {}, { token, password: 'Another-pass-12' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('token');
  });

  it('refuses a link older than one hour', async () => {
    await call('POST', '/forgot-password', {}, { email: DRIVER.email });
    const token = tokenFromLink(await lastMailTo(DRIVER.email), '/reset-password');
    await ctx.app.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('POST', '/reset-password', {}, { token, password: 'Too-late-pass-1' })).statusCode).toBe(400);
    await signIn(ctx.app, DRIVER.email, DRIVER.password);
  });

  it('refuses a 129-character password and a malformed e-mail with field errors', async () => {
    const long = await call('POST', '/reset-password', {}, { token: 'x'.repeat(43), password: 'p'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('password');
    const bad = await call('POST', '/forgot-password', {}, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('email');
  });
});

describe('e-mail verification and set-password', () => {
  it('sends a verification link on sign-up; following it verifies the address', async () => {
    const signup = await call(
      'POST',
      '/signup',
      {},
      {
        firstName: 'Vera',
        email: 'vera@livery.test',
        phoneNumber: '+1 212 555 0177',
        password: 'Vera-password-1',
      },
    );
    expect(signup.statusCode).toBe(201);
    const token = tokenFromLink(await lastMailTo('vera@livery.test'), '/verify-email');
    const verified = await call('POST', '/verify-email', {}, { token });
    expect(verified.json()).toEqual({ data: { email: 'vera@livery.test' } });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'vera@livery.test'));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('mails a set-password link to a user created by staff, who then signs in', async () => {
    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const created = await call('POST', '/users', admin, {
      firstName: 'Sam',
      email: 'sam.driver@livery.test',
      phoneNumber: '+1 212 555 0155',
      role: 'driver',
      phoneType: '@txt.att.net',
    });
    expect(created.statusCode).toBe(201);
    const mail = await lastMailTo('sam.driver@livery.test');
    expect(mail.subject).toContain('Set your password');
    const token = tokenFromLink(mail, '/reset-password');
    expect((await call('POST', '/reset-password', {}, { token, password: 'Sam-password-1' })).statusCode).toBe(200);
    await signIn(ctx.app, 'sam.driver@livery.test', 'Sam-password-1');
  });
});

describe('change password and change e-mail', () => {
  it('needs the current password, ends other sessions and keeps this one signed in', async () => {
    const id = await idOf('vera@livery.test');
    const other = bearer(await signIn(ctx.app, 'vera@livery.test', 'Vera-password-1'));
    const session = bearer(await signIn(ctx.app, 'vera@livery.test', 'Vera-password-1'));
    const wrong = await call('PUT', `/users/${id}/password`, session, {
      currentPassword: 'nope',
      newPassword: 'Vera-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('currentPassword');
    const tooLong = await call('PUT', `/users/${id}/password`, session, {
      currentPassword: 'Vera-password-1',
      newPassword: 'p'.repeat(129),
    });
    expect(tooLong.statusCode).toBe(400);
    const changed = await call('PUT', `/users/${id}/password`, session, {
      currentPassword: 'Vera-password-1',
      newPassword: 'Vera-password-2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/me', bearer(changed.json().data.token))).statusCode).toBe(200);
    await signIn(ctx.app, 'vera@livery.test', 'Vera-password-2');
  });

  it('changes the e-mail only when the link sent to the new address is followed', async () => {
    const id = await idOf('vera@livery.test');
    const session = bearer(await signIn(ctx.app, 'vera@livery.test', 'Vera-password-2'));
    const taken = await call('POST', `/users/${id}/email`, session, { email: DRIVER.email });
    expect(taken.statusCode).toBe(409);
    const asked = await call('POST', `/users/${id}/email`, session, { email: 'vera.new@livery.test' });
    expect(asked.json()).toEqual({ data: { email: 'vera.new@livery.test', pending: true } });
    const mail = await lastMailTo('vera.new@livery.test');
    expect((await ctx.app.db.select().from(users).where(eq(users.id, id)))[0]!.email).toBe('vera@livery.test');
    const verified = await call('POST', '/verify-email', {}, { token: tokenFromLink(mail, '/verify-email') });
    expect(verified.json()).toEqual({ data: { email: 'vera.new@livery.test' } });
    await signIn(ctx.app, 'vera.new@livery.test', 'Vera-password-2');
  });
});

describe('every /users/{id}/… route checks the id', () => {
  it("gives a customer 403 and no data on another user's pages", async () => {
    const customer = bearer(await signIn(ctx.app, 'vera.new@livery.test', 'Vera-password-2'));
    const other = await idOf(DRIVER.email);
    const probes = [
      await call('GET', `/users/${other}`, customer),
      await call('PUT', `/users/${other}`, customer, {
        firstName: 'X',
        phoneNumber: '+1 212 555 0100',
        phoneType: '@vtext.com',
        version: 1,
      }),
      await call('PUT', `/users/${other}/password`, customer, {
        currentPassword: DRIVER.password,
        newPassword: 'Hijacked-pass-1',
      }),
      await call('POST', `/users/${other}/email`, customer, { email: 'thief@livery.test' }),
      await call('GET', `/users/${other}/attachments`, customer),
      await call('GET', `/users/${other}/attachments/1/file`, customer),
      await call('DELETE', `/users/${other}/attachments/1`, customer),
      await call('DELETE', `/users/${other}`, customer),
    ];
    for (const response of probes) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(DRIVER.email);
    }
    await signIn(ctx.app, DRIVER.email, DRIVER.password);
  });
});

describe('the outbox', () => {
  it('retries with backoff when SMTP fails, then marks the message failed; none is lost', async () => {
    const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1', mailPollMs: 0 });
    try {
      await broken.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: DRIVER.email } });
      expect(await broken.app.mail.drainOutbox()).toBe(0);
      const [queued] = await broken.app.db.select().from(mailOutbox);
      expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.any(String) });
      expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      await broken.app.db.update(mailOutbox).set({ attempts: 7, nextAttemptAt: new Date(0) });
      await broken.app.mail.drainOutbox();
      const [failed] = await broken.app.db.select().from(mailOutbox);
      expect(failed).toMatchObject({ status: 'failed', attempts: 8 });
    } finally {
      await broken.close();
    }
  });

  it('sends a message left claimed by a worker that died, once its lease is over', async () => {
    await ctx.app.db.insert(mailOutbox).values({
      to: 'lease@livery.test',
      subject: 'Left behind',
      text: 'hello',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    await ctx.app.mail.drainOutbox();
    expect(ctx.smtp.to('lease@livery.test')).toHaveLength(1);
    const [row] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lease@livery.test'));
    expect(row).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
  });

  it('rate limits forgot-password per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await call('POST', '/forgot-password', {}, { email: 'nobody@livery.test' })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
