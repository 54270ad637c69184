import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ADMIN, bearer, signIn, TEST_JWT_SECRET } from '../../test/helper.js';

let app: App;
const lines: string[] = [];

beforeAll(async () => {
  const config = {
    ...loadConfig({}),
    dataDir: 'memory://',
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'trace',
    mailPollMs: 0,
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  app = await buildApp(config, { logger: { ...(loggerOptions(config) as object), stream } });
});
afterAll(() => app.close());

describe('social security numbers in logs', () => {
  it('never appear, even at trace level and on a failed request', async () => {
    const admin = bearer(await signIn(app, ADMIN.email, ADMIN.password));
    const body = {
      firstName: 'Log',
      email: 'log.driver@livery.test',
      phoneNumber: '+1 212 555 0111',
      role: 'driver',
      phoneType: '@vtext.com',
      socialSecurityNumber: '321-54-9876',
    };
    expect((await app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: body })).statusCode).toBe(
      201,
    );
    const bad = { ...body, email: 'log.driver2@livery.test', dob: 'not-a-date' };
    expect((await app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: bad })).statusCode).toBe(
      400,
    );
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    expect(all).not.toContain('321-54-9876');
    expect(all).not.toContain('321549876');
  });
});
