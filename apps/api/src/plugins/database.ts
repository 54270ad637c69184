import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The request and sign-in counters' connection (no wait for a disk flush on PostgreSQL). */
    counterDb: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  onStart?: (db: Database) => Promise<void>;
}

/** Opens PostgreSQL or PGlite, applies the migrations, runs the start-up writes, and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase(options);
    app.decorate('db', handle.db);
    app.decorate('counterDb', handle.counters);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
