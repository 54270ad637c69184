import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../test/processes.js';

/**
 * `startClusterMetricsServer` (decision 061): under WORKERS, the primary serves every worker's metrics on
 * METRICS_PORT, asked of each over IPC: counters added up, a database-wide gauge (`aggregator: 'max'`) not. Run with
 * the built module (dist/), as `npm start` runs it.
 */
const built = pathToFileURL(fileURLToPath(new URL('../../dist/lib/metrics-server.js', import.meta.url))).href;
const promClient = pathToFileURL(createRequire(import.meta.url).resolve('prom-client')).href;
const folder = mkdtempSync(path.join(tmpdir(), 'livery-cluster-metrics-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const script = `
import cluster from 'node:cluster';
const { startClusterMetricsServer, shareMetricsWithPrimary } = await import(${JSON.stringify(built)});
const { Counter, Gauge, register } = await import(${JSON.stringify(promClient)});
if (cluster.isPrimary) {
  const server = await startClusterMetricsServer(Number(process.env.METRICS_PORT), '127.0.0.1');
  let ready = 0;
  for (let i = 0; i < 2; i += 1) cluster.fork().on('message', (message) => {
    if (message === 'ready' && ++ready === 2) console.log('listening');
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill();
    server.close();
    process.exit(0);
  });
} else {
  new Counter({ name: 'livery_test_requests_total', help: 'per worker' }).inc(cluster.worker.id * 10);
  new Gauge({ name: 'livery_test_depth', help: 'database-wide', aggregator: 'max' }).set(7);
  shareMetricsWithPrimary([register]);
  process.send('ready');
}
`;

it('serves the workers’ metrics from the primary, summed, with a max gauge kept as it is', async () => {
  const file = path.join(folder, 'cluster.mjs');
  writeFileSync(file, script);
  const port = await freePort();
  const proc = spawn(process.execPath, [file], {
    env: { ...process.env, METRICS_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk) => (output += chunk));
  proc.stderr.on('data', (chunk) => (output += chunk));
  try {
    for (let waited = 0; !output.includes('listening'); waited += 50) {
      if (waited > 20_000 || proc.exitCode !== null) throw new Error(`cluster did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    // Workers 1 and 2 counted 10 and 20.
    expect(text).toMatch(/^livery_test_requests_total 30$/m);
    expect(text).toMatch(/^livery_test_depth 7$/m);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  } finally {
    proc.kill('SIGTERM');
    if (proc.exitCode === null) await new Promise((resolve) => proc.once('exit', resolve));
  }
}, 60_000);
