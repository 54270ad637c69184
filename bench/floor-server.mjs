/**
 * The floor (issue 26): a bare `node:http` server that answers each list with exactly the SQL Livery sent for it
 * (captured once through `LOG_SQL`: the statements and their parameters, the session check included), all at once
 * on its pool, then the rows as JSON with the same brotli/gzip compression — no framework, no validation, no
 * sign-in, no SQL building. On PostgreSQL a `pg` pool of 10 (Livery's); on PGlite the same data directory opened
 * in-process, as Livery does. Livery's overhead is its req/s against this one's.
 */
import http from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { startServer } from './server.mjs';

/** The statements Livery sends for each path, read from its SQL log while it answers each once, in turn. */
export async function captureStatements(kind, target, paths, headers) {
  let current = null;
  const byPath = new Map();
  const server = await startServer(kind, target, 4611, { LOG_SQL: 'true', LOG_LEVEL: 'info' }, (line) => {
    if (!current || !line.includes('"sql"')) return;
    const entry = JSON.parse(line);
    if (entry.msg === 'sql' && Array.isArray(entry.params)) byPath.get(current).push([entry.sql, entry.params]);
  });
  try {
    for (const url of paths) {
      // Once unlogged first (caches warm, a session's first check), then the logged run.
      await (await fetch(`${server.url}${url}`, { headers })).text();
      current = url;
      byPath.set(url, []);
      await (await fetch(`${server.url}${url}`, { headers })).text();
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = null;
    }
  } finally {
    await server.stop();
  }
  return byPath;
}

function openDatabase(kind, target) {
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return { query: (text, params) => pool.query(text, params), end: () => pool.end() };
  }
  const client = new PGlite(path.join(target, 'pglite'), { extensions: { pg_trgm } });
  return { query: (text, params) => client.query(text, params), end: () => client.close() };
}

function send(request, response, body) {
  const accepts = request.headers['accept-encoding'] ?? '';
  const headers = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
  if (accepts.includes('br')) {
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    response.writeHead(200, { ...headers, 'content-encoding': 'br' }).end(compressed);
  } else if (accepts.includes('gzip')) {
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(body, { level: 6 }));
  } else {
    response.writeHead(200, headers).end(body);
  }
}

/** `statements`: path → [[sql, params], …] from captureStatements. */
export async function startFloorServer(kind, target, statements, port = 4620) {
  const database = openDatabase(kind, target);
  const server = http.createServer(async (request, response) => {
    try {
      const work = statements.get(request.url);
      if (!work) return response.writeHead(404).end();
      const results = await Promise.all(work.map(([text, params]) => database.query(text, params)));
      send(request, response, JSON.stringify({ dataItems: results.map((result) => result.rows) }));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.close();
      server.closeAllConnections();
      await database.end();
    },
  };
}
