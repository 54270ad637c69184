import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, mailOutbox, users } from '../../db/schema.js';
import { ADMIN, useTestApp } from '../../test/helper.js';
import { notifyOffice } from './office-notice.js';

const ctx = useTestApp();

const setOfficeEmail = (officeEmail: string) =>
  ctx.app.db.update(configurations).set({ officeEmail }).where(eq(configurations.id, 1));

const queuedTo = (addresses: string[], subject: string) =>
  ctx.app.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, addresses))
    .then((rows) => rows.filter((row) => row.subject === subject));

describe('notifyOffice (decision 052)', () => {
  it('tells every administrator, one message each, while the office has no address of its own', async () => {
    const subject = `Notice ${Date.now()}`;
    const admins = await ctx.app.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    const emails = admins.map((admin) => admin.email);
    expect(emails).toContain(ADMIN.email);
    const sentTo = await ctx.app.db.transaction((tx) => notifyOffice(tx, { subject, text: 'A trip was cancelled.' }));
    expect(sentTo.sort()).toEqual(emails.sort());
    expect(await queuedTo(emails, subject)).toHaveLength(emails.length);
  });

  it('tells the office address alone once it is set, and only if the change commits', async () => {
    await setOfficeEmail('office@example.com');
    const subject = `Notice ${Date.now()}`;
    const sentTo = await ctx.app.db.transaction((tx) =>
      notifyOffice(tx, { subject, text: 'Plain.', html: '<p>Rich.</p>' }),
    );
    expect(sentTo).toEqual(['office@example.com']);
    expect(await queuedTo(['office@example.com', ADMIN.email], subject)).toMatchObject([
      { to: 'office@example.com', text: 'Plain.', html: '<p>Rich.</p>' },
    ]);

    const rolledBack = `Rolled back ${Date.now()}`;
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await notifyOffice(tx, { subject: rolledBack, text: 'Never sent.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queuedTo(['office@example.com'], rolledBack)).toEqual([]);
    await setOfficeEmail('');
  });
});
