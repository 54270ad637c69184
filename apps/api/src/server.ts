import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { isClusterWorker, runPrimary } from './cluster.js';
import { loadConfig, type AppConfig } from './config.js';
import { exitOnSignals } from './lifecycle.js';
import { shareMetricsWithPrimary, startClusterMetricsServer } from './lib/metrics-server.js';
import { makeDataDirPrivate, useOwnerOnlyUmask } from './lib/private-files.js';
import { DEMO_USERS } from './db/seed.js';

/** Printed plainly, for the person who just ran `npm start`. */
function announce(config: AppConfig) {
  const url = `http://localhost:${config.port}`;
  const admin = DEMO_USERS[0];
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Livery is running at ${url}`,
      `  Database: ${database}${config.workers > 1 ? `, ${config.workers} API processes (WORKERS)` : ''}`,
      config.seedDemoData
        ? `  Sign in as ${admin.email} / ${admin.password} (demo admin; see README for the others)`
        : '',
      `  API docs: ${url}/api/docs`,
      '',
    ].join('\n'),
  );
}

/** Runs the API and the built dashboard on one port: in this process, or in WORKERS forked ones. */
async function main() {
  // Whatever this process and its workers write into DATA_DIR is the owner's only (decision 069).
  useOwnerOnlyUmask();
  const config = loadConfig();
  if (config.workers > 1 && !isClusterWorker()) {
    await runPrimary(config, {
      onListening: () => announce(config),
      log: (message) => console.log(message),
      // Every worker's metrics, added up, on METRICS_PORT (decision 061).
      onStart: async () => {
        if (config.metricsPort !== undefined) await startClusterMetricsServer(config.metricsPort, config.metricsHost);
      },
    });
    return;
  }
  // A worker still starting (migrations can take minutes) answers the primary's metrics request at once, with
  // nothing yet, rather than making every scrape wait for it and time out.
  if (isClusterWorker()) shareMetricsWithPrimary([]);
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  // An installation an older Livery left open to other accounts is closed before anything is read from it.
  const notOwned = makeDataDirPrivate(config.dataDir);
  if (notOwned.length > 0) {
    const named = notOwned.slice(0, 3).join(', ') + (notOwned.length > 3 ? ` and ${notOwned.length - 3} more` : '');
    console.warn(`Livery: another user owns ${named} in DATA_DIR; left as they are, not made private (decision 069)`);
  }
  const app = await buildApp(config);
  // SIGTERM drains: readiness 503, streams ended with a retry hint, requests finished, pool closed (decision 061).
  exitOnSignals(app, { timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ port: config.port, host: config.host });
  if (!isClusterWorker()) announce(config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
