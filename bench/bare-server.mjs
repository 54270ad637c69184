/**
 * The floor: a bare node:http + pg server answering the addons first page with the SQL Livery runs for it
 * (the page, the capped count, the plan estimate past 1,000) and the same brotli/gzip compression — no
 * framework, no validation, no sign-in. Livery's overhead is its req/s against this one's.
 */
import http from 'node:http';
import { once } from 'node:events';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import pg from 'pg';

const PAGE = `select "id", "name", "percentage", "amount", "is_active", "version", "created_at", "updated_at"
  from "addons" order by "created_at" desc, "id" desc limit $1 offset $2`;
const CAPPED = 'select count(*) from (select 1 from "addons" limit $1) "capped"';
const ESTIMATE = 'explain (format json) select 1 from "addons"';

export async function startBareServer(databaseUrl, port = 4620) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer(async (request, response) => {
    try {
      const [page, capped, estimate] = await Promise.all([
        pool.query(PAGE, [25, 0]),
        pool.query(CAPPED, [1_001]),
        pool.query(ESTIMATE),
      ]);
      let count = Number(capped.rows[0].count);
      let countIsEstimate;
      if (count > 1_000) {
        const plan = estimate.rows[0]['QUERY PLAN'];
        count = Math.max(count, Math.round(plan[0].Plan['Plan Rows']));
        countIsEstimate = true;
      }
      const dataItems = page.rows.map((row) => ({
        id: row.id,
        name: row.name,
        percentage: row.percentage === null ? null : Number(row.percentage),
        amount: row.amount === null ? null : Number(row.amount),
        isActive: row.is_active,
        version: row.version,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }));
      const body = JSON.stringify({ dataItems, count, countIsEstimate });
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
      await pool.end();
    },
  };
}
