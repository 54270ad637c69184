import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userAttachments, users } from '../../db/schema.js';
import { ADMIN, bearer, CUSTOMER, DRIVER, signIn, useTestApp } from '../../test/helper.js';

const ctx = useTestApp();
let driver: Record<string, string>;
let driverId: number;

beforeAll(async () => {
  driver = bearer(await signIn(ctx.app, DRIVER.email, DRIVER.password));
  driverId = (await ctx.app.db.select().from(users).where(eq(users.email, DRIVER.email)))[0]!.id;
});

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = '----livery-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (userId: number, headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/users/${userId}/attachments`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 32)]);

describe('user attachments', () => {
  it('uploads a PDF, lists it, downloads the same bytes and deletes it', async () => {
    const created = await upload(
      driverId,
      driver,
      multipart(
        { type: 'driving-licence', expiresOn: '2030-05-01' },
        { name: 'licence.pdf', data: pdf, type: 'application/pdf' },
      ),
    );
    expect(created.statusCode).toBe(201);
    const attachment = created.json().data;
    expect(attachment).toMatchObject({
      type: 'driving-licence',
      fileName: 'licence.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      expiresOn: '2030-05-01',
    });

    const list = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${driverId}/attachments`, headers: driver });
    expect(list.json().dataItems).toHaveLength(1);

    const admin = bearer(await signIn(ctx.app, ADMIN.email, ADMIN.password));
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/${driverId}/attachments/${attachment.id}/file`,
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('licence.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${driverId}/attachments/${attachment.id}`,
      headers: driver,
    });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(userAttachments)).toHaveLength(0);
  });

  it('refuses an 11 MB file, a renamed .exe and a bad type with 400 and stores nothing', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(500)]);
    const cases: [string, ReturnType<typeof multipart>, string][] = [
      ['11 MB', multipart({ type: 'passport' }, { name: 'big.pdf', data: big }), 'file'],
      [
        'renamed .exe',
        multipart({ type: 'passport' }, { name: 'passport.pdf', data: exe, type: 'application/pdf' }),
        'file',
      ],
      ['unknown type', multipart({ type: 'tax-return' }, { name: 'a.pdf', data: pdf }), 'type'],
      [
        'bad expiry',
        multipart({ type: 'passport', expiresOn: '2030-13-45' }, { name: 'a.pdf', data: pdf }),
        'expiresOn',
      ],
      ['no file', multipart({ type: 'passport' }), 'file'],
    ];
    for (const [name, body, field] of cases) {
      const response = await upload(driverId, driver, body);
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), name).toContain(field);
    }
    expect(await ctx.app.db.select().from(userAttachments)).toHaveLength(0);
  });

  it("refuses a customer uploading to someone else's profile", async () => {
    const customer = bearer(await signIn(ctx.app, CUSTOMER.email, CUSTOMER.password));
    const response = await upload(driverId, customer, multipart({ type: 'passport' }, { name: 'a.pdf', data: pdf }));
    expect(response.statusCode).toBe(403);
    expect(await ctx.app.db.select().from(userAttachments)).toHaveLength(0);
  });
});
