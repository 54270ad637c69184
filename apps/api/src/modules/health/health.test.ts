import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { endLiveStreams } from '../events/index.js';
import { ADMIN, bearer, createTestApp, signIn, useTestApp } from '../../test/helper.js';
import { freePort } from '../../test/processes.js';

/**
 * Health checks and metrics (issue 26, decision 061): `/health/live` and `/health/ready` for a load balancer,
 * `/metrics` behind METRICS_TOKEN or on METRICS_PORT, and readiness lost at once when the process drains.
 */
const TOKEN = 'metrics-token-for-the-tests';
const ctx = useTestApp({ metricsToken: TOKEN, loginRateLimitIp: 1_000 });

/** The value of one sample of the exposition (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** Ready once the broadcast listens (on PostgreSQL it connects just after start). */
async function readyAnswer() {
  for (let attempt = 0; ; attempt += 1) {
    const response = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    if (response.statusCode === 200 || attempt >= 50) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('health checks', () => {
  it('answers live while the process runs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ live: true, phase: 'serving' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with each check: the database, every migration applied, the broadcast listening', async () => {
    const response = await readyAnswer();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ready: true, failed: [] });
    expect(Object.keys(body.checks).sort()).toEqual(['broadcast', 'database', 'migrations', 'process']);
    expect(body.checks.migrations.detail).toMatch(/^all \d+ applied$/);
  });

  it('needs no token and is outside the API and its OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((p) => /health|metrics/.test(p))).toEqual([]);
    const withBadToken = await ctx.app.inject({ method: 'GET', url: '/health/live', headers: bearer('nonsense') });
    expect(withBadToken.statusCode).toBe(200);
  });
});

describe('metrics at /metrics on the API port', () => {
  it('refuses without the token, or with another', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${TOKEN}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('measures each request by route pattern and status, and counts failed sign-ins', async () => {
    const before = await scrape();
    const failuresBefore = sample(before, 'livery_sign_in_failures_total', 'reason="invalid_credentials"') ?? 0;
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: ADMIN.email, password: 'not the password' },
    });
    expect(bad.statusCode).toBe(401);
    const token = await signIn(ctx.app, ADMIN.email, ADMIN.password);
    await ctx.app.inject({ method: 'GET', url: '/api/v1/affiliates/123456', headers: bearer(token) });

    const text = await scrape();
    expect(sample(text, 'livery_sign_in_failures_total', 'reason="invalid_credentials"')).toBe(failuresBefore + 1);
    const login = 'method="POST",route="/api/v1/login"';
    expect(sample(text, 'livery_http_request_duration_seconds_count', `${login},status_code="401"`)).toBe(1);
    expect(sample(text, 'livery_http_request_duration_seconds_count', `${login},status_code="200"`)).toBe(1);
    // The route's pattern, never the URL that was asked.
    expect(text).toContain('route="/api/v1/affiliates/:id",status_code="404"');
    expect(text).not.toContain('/affiliates/123456');
    // prom-client's process metrics are there too.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('tells the outbox depth and the age of its oldest message, read at each scrape', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await ctx.app.db.insert(mailOutbox).values([
      { to: 'a@livery.test', subject: 'one', text: 'x', createdAt: hourAgo },
      { to: 'b@livery.test', subject: 'two', text: 'x' },
      { to: 'c@livery.test', subject: 'sent', text: 'x', status: 'sent', createdAt: new Date(0) },
    ]);
    const queued = await ctx.app.db.$count(mailOutbox, eq(mailOutbox.status, 'queued'));
    expect(queued).toBeGreaterThanOrEqual(2);
    const text = await scrape();
    expect(sample(text, 'livery_mail_outbox_depth')).toBe(queued);
    expect(sample(text, 'livery_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3600);

    await ctx.app.mail.drainOutbox();
    const drained = await scrape();
    expect(sample(drained, 'livery_mail_outbox_depth')).toBe(0);
    expect(sample(drained, 'livery_mail_outbox_oldest_age_seconds')).toBe(0);
  });

  it('counts the live-update streams open in the process', async () => {
    const token = await signIn(ctx.app, ADMIN.email, ADMIN.password);
    const before = sample(await scrape(), 'livery_live_streams_open') ?? 0;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/events',
      headers: bearer(token),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(sample(await scrape(), 'livery_live_streams_open')).toBe(before + 1);

    // What a draining process does: each stream told when to come back, then ended.
    expect(endLiveStreams(() => 1234)).toBe(before + 1);
    let body = '';
    for await (const chunk of response.stream()) body += String(chunk);
    expect(body).toMatch(/retry: 1234\n\n$/);
    expect(sample(await scrape(), 'livery_live_streams_open')).toBe(0);
  });

  it('shows the PostgreSQL pools, or none on PGlite', async () => {
    const text = await scrape();
    if (ctx.app.dbKind === 'postgres') {
      expect(sample(text, 'livery_db_pool_connections', 'pool="main",state="total"')).toBeGreaterThan(0);
      expect(sample(text, 'livery_db_pool_waiting', 'pool="counters"')).toBe(0);
    } else {
      expect(text).not.toMatch(/^livery_db_pool_connections\{/m);
    }
  });
});

describe('metrics elsewhere', () => {
  let other: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    other = await createTestApp({ metricsPort: port, metricsHost: '127.0.0.1' });
  });
  afterAll(() => other.close());

  it('answers 404 at /metrics on the API port when no METRICS_TOKEN is set', async () => {
    const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
  });

  it('serves METRICS_PORT from the process itself when it runs alone, without a token', async () => {
    await other.app.inject({ method: 'GET', url: '/health/live' });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('livery_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health/live"');
    expect(text).toContain('livery_mail_outbox_depth');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});

describe('draining', () => {
  it('is not ready at once, and says why, while live still answers', async () => {
    ctx.app.processState.draining();
    const ready = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      ready: false,
      failed: ['process'],
      checks: { process: { ok: false, detail: expect.stringMatching(/^draining/) } },
    });
    const live = await ctx.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.json()).toEqual({ live: true, phase: 'draining' });
  });
});
