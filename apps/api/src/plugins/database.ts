import path from 'node:path';
import fp from 'fastify-plugin';
import type { Broadcast } from '../db/broadcast.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { makePrivate } from '../lib/private-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The request and sign-in counters' connection (no wait for a disk flush on PostgreSQL). */
    counterDb: Database;
    /** Messages to every API process on this database (decision 033). */
    broadcast: Broadcast;
    dbKind: DatabaseHandle['kind'];
    /** PGlite's session when the database is PGlite (its LISTEN relays the triggers' NOTIFY), else null. */
    pglite: DatabaseHandle['pglite'];
  }
}

/**
 * A statement that writes a secret, or looks a row up by one, logs no parameters (issue 2: never log credentials);
 * a list that merely reads such a column keeps its parameters (a page size, a search).
 */
const SECRET = 'password_hash|token_hash|ssn_encrypted|fingerprint';
const WRITES_SECRET = new RegExp(`^\\s*(insert|update)[\\s\\S]*(${SECRET})`, 'i');
const FINDS_BY_SECRET = new RegExp(`(${SECRET})"?\\s*(=|in\\b)`, 'i');
const shown = (query: string, params: unknown[]) =>
  WRITES_SECRET.test(query) || FINDS_BY_SECRET.test(query) ? '[redacted]' : params;

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** An in-memory PGlite's starting contents (tests). */
  pgliteDataDir?: Blob | undefined;
  /** Log every statement at info level (`LOG_SQL`). */
  logSql?: boolean;
  onStart?: (db: Database) => Promise<void>;
}

/** Opens PostgreSQL or PGlite, applies the migrations, runs the start-up writes, and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onBroadcastError: (error) => app.log.warn({ err: error }, 'broadcast listener connection lost; reconnecting'),
      onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection closed; dropped'),
      logQuery: options.logSql
        ? (query, params) => app.log.info({ sql: query, params: shown(query, params) }, 'sql')
        : undefined,
    });
    // PGlite's file system gives its files modes of its own (0666, 0644) whatever the umask (decision 069).
    if (handle.kind === 'pglite' && options.dataDir !== 'memory://') makePrivate(path.join(options.dataDir, 'pglite'));
    app.decorate('db', handle.db);
    app.decorate('counterDb', handle.counters);
    app.decorate('broadcast', handle.broadcast);
    app.decorate('dbKind', handle.kind);
    app.decorate('pglite', handle.pglite);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
