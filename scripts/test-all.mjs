#!/usr/bin/env node
/**
 * `npm test`: builds, type-checks, runs the domain, API and web tests (API on PGlite, and on PostgreSQL
 * too when TEST_DATABASE_URL is set), then the end-to-end tests in Chromium. Exits non-zero on any failure
 * and ends with one line: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'livery-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each step's name, outcome and seconds, printed together at the end (issue 37: CI prints each stage's time). */
const timings = [];

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${seconds}s)`);
  timings.push({ name, ok, seconds });
  if (!ok) failedSteps.push(name);
  return ok;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

/**
 * Runs checks side by side on the two cores, each one's output printed whole once all have ended, so they never
 * interleave. Returns whether each passed, by name.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            resolve({ name, ok: status === 0, output, seconds });
          });
        }),
    ),
  );
  for (const { name, ok, output, seconds } of results) {
    console.log(`\n▶ ${name}\n${output.trimEnd()}`);
    console.log(`${ok ? '✔' : '✖'} ${name} (${seconds}s, beside the others)`);
    timings.push({ name, ok, seconds });
    if (!ok) failedSteps.push(name);
  }
  return Object.fromEntries(results.map(({ name, ok }) => [name, ok]));
}

const vitest = (name, file, extraArgs, env) => {
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extraArgs],
    env,
  );
  countVitest(file);
  return ok;
};

const postgresUrl = process.env.TEST_DATABASE_URL;
const buildOk = run('build (domain, api, web)', 'npm', ['run', 'build']);
const checks = await runTogether([
  ...(buildOk ? [{ name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] }] : []),
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'format', command: 'npm', args: ['run', 'format:check'] },
]);
const built = buildOk && checks['typecheck'] === true;
if (built) {
  vitest('unit and API tests (PGlite)', path.join(reports, 'vitest.json'), [], { TEST_DATABASE_URL: '' });
  if (postgresUrl) {
    vitest('API tests (PostgreSQL)', path.join(reports, 'vitest-pg.json'), ['--project', 'api (postgres)'], {
      TEST_DATABASE_URL: postgresUrl,
    });
  }
  try {
    ensureChromium();
    const e2eReport = path.join(reports, 'playwright.json');
    run(
      'end-to-end tests (Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        // With a PostgreSQL server, each e2e server gets a database of its own there (<name>_e2e_<port>): native
        // PostgreSQL leaves the CPU to the browsers that PGlite's WebAssembly would take (decision 073).
        ...(postgresUrl && !process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: postgresUrl } : {}),
      },
    );
    countPlaywright(e2eReport);
  } catch (error) {
    console.error(error.message);
    failedSteps.push('end-to-end tests (Chromium)');
  }
}
rmSync(reports, { recursive: true, force: true });

console.log('\nStage times:');
for (const { name, ok, seconds } of timings) console.log(`  ${ok ? '✔' : '✖'} ${seconds.padStart(7)} s  ${name}`);
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed + (built ? 0 : 1)} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
