import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { errorCode } from '../lib/thrown.js';

/**
 * PostgreSQL's own tools do the work (decision 060): `pg_dump --format=custom` from one snapshot, `pg_restore` into
 * an empty database in one transaction. They are found on PATH (Debian's /usr/bin/pg_dump picks the newest
 * installed client); the password goes in PGPASSWORD, never on a command line another user could read.
 */
const SCHEDULE_LOCK = 7242002;

/** The URL without its password, and the environment that carries it. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const INSTALL_HINT = 'install the PostgreSQL client tools of the server’s version or newer';

/** A tool's major version (`pg_dump (PostgreSQL) 15.20` → 15); a missing tool is a clear error. */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', (error) =>
      reject(errorCode(error) === 'ENOENT' ? new Error(`${tool} was not found on PATH: ${INSTALL_HINT}.`) : error),
    );
    child.on('close', () => resolve(text));
  });
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1]);
  if (!major) throw new Error(`${tool} --version answered “${output.trim()}”, not a PostgreSQL version.`);
  return major;
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(rows[0]?.v) / 10_000);
}

/** How many of Livery's migrations the database has applied (0 when it has none). */
export async function migrationCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return 0;
  const counted = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return counted.rows[0]?.n ?? 0;
}

/** Resolves when the tool exits 0; rejects with what it printed on stderr. */
function finished(child: ChildProcess, tool: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(errorCode(error) === 'ENOENT' ? new Error(`${tool} was not found on PATH: ${INSTALL_HINT}.`) : error),
    );
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`)),
    );
  });
}

export interface PostgresDumpInfo {
  pgDump: number;
  server: number;
  migrations: number;
}

/**
 * Checks the versions, then hands `consume` pg_dump's custom-format output as it is written; resolves once both
 * pg_dump and `consume` have finished. pg_dump reads one snapshot: every transaction committed before it began.
 */
export async function dumpPostgres(
  databaseUrl: string,
  consume: (output: Readable) => Promise<unknown>,
  signal?: AbortSignal,
): Promise<PostgresDumpInfo> {
  const pgDump = await toolMajor('pg_dump');
  const { server, migrations } = await withClient(databaseUrl, async (client) => ({
    server: await serverMajor(client),
    migrations: await migrationCount(client),
  }));
  if (pgDump < server) {
    throw new Error(`pg_dump ${pgDump} is older than the PostgreSQL ${server} server: ${INSTALL_HINT} (${server}).`);
  }
  const { url, env } = connection(databaseUrl);
  const child = spawn('pg_dump', ['--format=custom', '--no-password', `--dbname=${url}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(signal ? { signal } : {}),
  });
  const done = finished(child, 'pg_dump');
  try {
    await consume(child.stdout!);
  } catch (error) {
    child.kill();
    await done.catch(() => {});
    throw error;
  }
  await done;
  return { pgDump, server, migrations };
}

/** The user tables a database holds, outside PostgreSQL's own schemas. */
async function tableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_catalog.pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'`,
  );
  return rows[0]?.n ?? 0;
}

/** Refuses a database that already holds tables: a restore never mixes with other data (decision 060). */
export async function checkEmptyDatabase(databaseUrl: string, dumpMajor: number): Promise<void> {
  const pgRestore = await toolMajor('pg_restore');
  if (pgRestore < dumpMajor) {
    throw new Error(`pg_restore ${pgRestore} cannot read a dump pg_dump ${dumpMajor} wrote: ${INSTALL_HINT}.`);
  }
  const tables = await withClient(databaseUrl, tableCount);
  if (tables > 0) {
    const name = new URL(databaseUrl).pathname.slice(1);
    throw new Error(
      `The database ${name} already holds ${tables} table(s); a backup is restored into an empty database only. ` +
        `Create one (createdb ${name}_restored, or: create database …) and point DATABASE_URL at it.`,
    );
  }
}

/** Feeds the dump to pg_restore: objects owned by the connecting user, all or nothing. */
export async function restorePostgres(databaseUrl: string, dump: Readable): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--no-password'];
  const child = spawn('pg_restore', [...args, `--dbname=${url}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const done = finished(child, 'pg_restore');
  await Promise.all([pipeline(dump, child.stdin!).catch(() => {}), done]);
}

/**
 * Runs `work` only if no other process on this database holds the scheduled-backup lock (a session advisory lock,
 * released when its connection ends); else answers 'busy'.
 */
export async function underScheduleLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T | 'busy'> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SCHEDULE_LOCK]);
    if (!rows[0]?.ok) return 'busy';
    return work();
  });
}
