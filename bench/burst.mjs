/**
 * The burst of bookings (issue 26): 100 trips booked at once across two API processes on one PostgreSQL database,
 * half paid through PayPal's stand-in and half unpaid, each under its own Idempotency-Key and a quarter sent twice
 * (the replay to the other process); one process is killed with SIGKILL mid-burst, and what failed on it is sent
 * again, same key, to the survivor (what a client or a load balancer does). Then SQL and the stand-in say whether
 * every acknowledged booking exists exactly once, whole, and no order was captured twice.
 *
 *   npm run build -w @livery/domain && npm run build -w @livery/api
 *   node bench/burst.mjs [--pg-url postgres://postgres@127.0.0.1:5432/livery_burst] [--bookings 100] [--kill-at 30]
 *
 * The database is created fresh and dropped at the end. Exits 1 when a check fails.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkBurst } from './burst-checks.mjs';
import {
  burstDatabaseUrl,
  call,
  createDatabase,
  dropDatabase,
  prepareBookings,
  processOf,
  seededIds,
  signIn,
  startApis,
  startPaypal,
} from './burst-setup.mjs';

export const DEFAULT_BURST_URL = 'postgres://postgres@127.0.0.1:5432/livery_burst';
const SERVER = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
/** Attempts of one request: the first, then again on the survivor after a network error or a 5xx. */
const ATTEMPTS = 4;
const SURVIVOR = 0;
const KILLED = 1;

/** A booking replayed (a quarter: two of every eight, one paid first sent to process one, one unpaid to two). */
const isReplayed = (i) => i % 8 === 0 || i % 8 === 3;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};

/**
 * Sends every booking at once (and the replays), kills process two after `killAt` acknowledgements, and retries
 * what fails on the survivor with the same key. Each booking gains `key`, `answers`, `acknowledged` and `answeredIds`.
 */
async function burst({ apis, paypal }, bookings, killAt) {
  const state = {
    killed: false,
    killedAt: null,
    killedAfterMs: null,
    capturedUnanswered: 0,
    inFlight: [0, 0],
    inFlightAtKill: 0,
    acknowledged: 0,
  };
  const stats = { requests: 0, retries: 0, networkErrors: 0, latencies: [] };
  const started = performance.now();

  const onAcknowledged = () => {
    state.acknowledged += 1;
    if (state.killed || state.acknowledged < killAt) return;
    state.killed = true;
    state.killedAfterMs = Math.round(performance.now() - started);
    state.inFlightAtKill = state.inFlight[KILLED];
    apis[KILLED].proc.kill('SIGKILL');
    state.killedAt = new Date();
    // Orders PayPal has captured whose booking nobody has answered yet: the window a death must not lose money in.
    state.capturedUnanswered = bookings.filter(
      (b) => b.orderId && !b.answered && paypal.order(b.orderId)?.status === 'COMPLETED',
    ).length;
  };

  async function send(booking, first, isOriginal) {
    const sent = performance.now();
    let target = first;
    const attempts = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      if (attempt > 0) {
        stats.retries += 1;
        target = SURVIVOR;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
      stats.requests += 1;
      state.inFlight[target] += 1;
      try {
        const answer = await call(apis[target].url, 'POST', '/reservations', {
          token: booking.token,
          body: booking.body,
          headers: { 'idempotency-key': booking.key },
        });
        attempts.push(`${target}:${answer.status}`);
        if (answer.status < 500) {
          const ok = answer.status >= 200 && answer.status < 300;
          if (ok) {
            stats.latencies.push(performance.now() - sent);
            booking.answered = true;
          }
          return { ok, status: answer.status, id: answer.body?.data?.reservation?.id, attempts, text: answer.text };
        }
      } catch (error) {
        stats.networkErrors += 1;
        booking.retried = true;
        // Sent once, its only request lost with the process: who wrote it is told by when (burst-checks.mjs).
        if (isOriginal && !booking.replayed) booking.retriedAlone = true;
        attempts.push(`${target}:${error.cause?.code ?? error.message}`);
      } finally {
        state.inFlight[target] -= 1;
      }
    }
    return { ok: false, status: null, attempts };
  }

  async function book(booking) {
    const first = processOf(booking.index);
    booking.replayed = isReplayed(booking.index);
    const original = send(booking, first, true).then((answer) => {
      if (answer.ok) onAcknowledged();
      return answer;
    });
    const replay = booking.replayed
      ? new Promise((resolve) => setTimeout(resolve, (booking.index * 37) % 400)).then(() =>
          send(booking, 1 - first, false),
        )
      : null;
    booking.answers = (await Promise.all([original, ...(replay ? [replay] : [])])).filter(Boolean);
    booking.acknowledged = booking.answers.some((a) => a.ok);
    booking.answeredIds = new Set(booking.answers.filter((a) => a.ok).map((a) => a.id));
  }

  for (const booking of bookings) booking.key = randomUUID();
  await Promise.all(bookings.map(book));
  const wallMs = performance.now() - started;
  return { wallMs, state, stats };
}

/**
 * Runs the whole burst on a fresh database (`pgUrl`'s, or `<its name>_burst` when that name does not hold "burst";
 * created, and dropped afterwards) and returns the figures and the checks; `ok` is false when any check failed.
 */
export async function runBurst({
  pgUrl: askedUrl = DEFAULT_BURST_URL,
  bookings: count = 100,
  killAt = 30,
  customers = 10,
  /** Runs on the database between the burst and the checks (to see that the checks catch a broken booking). */
  beforeChecks = async () => {},
} = {}) {
  if (!existsSync(SERVER))
    throw new Error(
      'apps/api/dist/server.js is missing: npm run build -w @livery/domain && npm run build -w @livery/api',
    );
  const pgUrl = burstDatabaseUrl(askedUrl);
  const runId = randomBytes(3).toString('hex');
  const phases = {};
  let last = performance.now();
  const phase = (name) => {
    phases[name] = Math.round(performance.now() - last);
    last = performance.now();
  };
  await createDatabase(pgUrl);
  const paypal = await startPaypal();
  let servers = null;
  try {
    servers = await startApis(pgUrl, paypal);
    const { apis } = servers;
    phase('startMs');
    const people = await signIn(apis, customers, runId);
    const ids = await seededIds(pgUrl);
    phase('signInMs');
    const prepared = await prepareBookings({ apis, paypal, ids, people, count, runId });
    phase('prepareMs');
    const loadBefore = os.loadavg();
    const { wallMs, state, stats } = await burst({ apis, paypal }, prepared, killAt);
    phase('burstMs');
    await servers.stop();
    servers = null;
    phase('stopMs');
    await beforeChecks({ pgUrl, bookings: prepared });
    const checked = await checkBurst({ pgUrl, runId, bookings: prepared, paypal, killedAt: state.killedAt });
    phase('checkMs');
    checked.checks.unshift({
      name: 'a process killed mid-burst',
      ok: state.killed,
      detail: state.killed ? `after ${state.killedAfterMs} ms` : `fewer than ${killAt} bookings acknowledged`,
    });
    const unacknowledged = prepared
      .filter((b) => !b.acknowledged)
      .map((b) => `booking ${b.index}: ${b.answers.map((a) => `${a.attempts.join(',')} ${a.text ?? ''}`).join(' / ')}`);
    return {
      ok: checked.checks.every((c) => c.ok),
      database: new URL(pgUrl).pathname.slice(1),
      bookings: count,
      paid: prepared.filter((b) => b.paid).length,
      roundTrips: prepared.filter((b) => b.roundTrip).length,
      replayed: prepared.filter((b) => isReplayed(b.index)).length,
      requests: stats.requests,
      retries: stats.retries,
      networkErrors: stats.networkErrors,
      wallMs: Math.round(wallMs),
      perSecond: Math.round((checked.acknowledged / (wallMs / 1000)) * 10) / 10,
      p50Ms: Math.round(percentile(stats.latencies, 50) ?? 0),
      p99Ms: Math.round(percentile(stats.latencies, 99) ?? 0),
      killedAfterMs: state.killedAfterMs,
      inFlightAtKill: state.inFlightAtKill,
      capturedUnansweredAtKill: state.capturedUnanswered,
      retriedBookings: prepared.filter((b) => b.retried).length,
      retriedAlone: prepared.filter((b) => b.retriedAlone).length,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      phases,
      unacknowledgedDetail: unacknowledged,
      ...checked,
    };
  } finally {
    if (servers) await servers.stop();
    await paypal.close();
    await dropDatabase(pgUrl);
  }
}

const fixed = (values) => values.map((v) => v.toFixed(2)).join(' / ');

/** The burst's result as Markdown: the figures, then each check. */
export function burstMarkdown(result) {
  const killed =
    result.killedAfterMs === null
      ? 'no process killed'
      : `process two killed with SIGKILL ${result.killedAfterMs} ms in, ${result.inFlightAtKill} requests in flight ` +
        `on it, ${result.capturedUnansweredAtKill} PayPal orders captured but not yet answered`;
  const lines = [
    `**Burst of bookings** (2 API processes on PostgreSQL; ${killed}): ${result.acknowledged} of ${result.bookings} ` +
      `bookings acknowledged in ${(result.wallMs / 1000).toFixed(2)} s, **${result.perSecond} bookings/s**; ` +
      `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms an answer.`,
    '',
    `${result.paid} paid with PayPal, ${result.bookings - result.paid} unpaid, ${result.roundTrips} round trips ` +
      `(${result.legs} reservations), ${result.replayed} sent twice with the same key; ${result.requests} requests; ` +
      `${result.retriedBookings} bookings retried on the survivor after ${result.networkErrors} network errors; of ` +
      `the ${result.retriedAlone} sent once, ${result.retriedStored} had been committed by the killed process (its ` +
      `answer lost; the retry got the stored answer) and ${result.retriedAlone - result.retriedStored} were rolled ` +
      `back with it and booked by the survivor. ` +
      `PayPal stand-in: ${result.captures} captures, ${result.captureRequests} capture requests, ` +
      `${result.overlappingCaptures} overlapping. Load average ${fixed(result.loadAverage.before)} before, ` +
      `${fixed(result.loadAverage.after)} after, ${os.cpus().length} cores.`,
    '',
    '| check | result | detail |',
    '| ----- | ------ | ------ |',
    ...result.checks.map((c) => `| ${c.name} | ${c.ok ? 'ok' : '**FAILED**'} | ${c.detail.replaceAll('|', '/')} |`),
  ];
  if (result.unacknowledgedDetail.length)
    lines.push('', 'Not acknowledged:', ...result.unacknowledgedDetail.slice(0, 10).map((l) => `- ${l.slice(0, 300)}`));
  if (result.halfWrittenDetail.length)
    lines.push('', 'Half-written:', ...result.halfWrittenDetail.slice(0, 10).map((l) => `- ${l}`));
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values: args } = parseArgs({
    options: {
      'pg-url': { type: 'string', default: DEFAULT_BURST_URL },
      bookings: { type: 'string', default: '100' },
      'kill-at': { type: 'string', default: '30' },
      json: { type: 'boolean', default: false },
    },
  });
  const result = await runBurst({
    pgUrl: args['pg-url'],
    bookings: Number(args.bookings),
    killAt: Number(args['kill-at']),
  });
  console.log(args.json ? JSON.stringify(result, null, 2) : burstMarkdown(result));
  if (!args.json && existsSync('/proc/loadavg'))
    console.log(`\n/proc/loadavg: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  process.exitCode = result.ok ? 0 : 1;
}
