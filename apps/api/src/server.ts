import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_USERS } from './db/seed.js';

/** Runs the API and the built dashboard on one port. */
async function main() {
  const config = loadConfig();
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const admin = DEMO_USERS[0];
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // Printed plainly, for the person who just ran `npm start`.
  console.log(
    [
      '',
      `  Livery is running at ${url}`,
      `  Database: ${database}`,
      config.seedDemoData
        ? `  Sign in as ${admin.email} / ${admin.password} (demo admin; see README for the others)`
        : '',
      `  API docs: ${url}/api/docs`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
