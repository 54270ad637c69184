import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './helper.js';
import {
  adminQuery,
  callApi,
  freePort,
  startServer,
  type ServerProcess,
  databaseUrlOf,
  runScript,
} from './processes.js';

/**
 * Nothing under DATA_DIR is the business of another local account (issue 37, decision 069): the database, mail,
 * secrets, uploads and backups are the owner's only (folders 0700, files 0600), whatever the umask the server, the
 * backup and the restore were started under. The built server runs as a real process under umask 000, the loosest
 * there is; the engine is the suite's (PostgreSQL when TEST_DATABASE_URL is set, else PGlite).
 */
const base = process.env['TEST_DATABASE_URL'];
const engine = base ? 'postgres' : 'pglite';
const root = mkdtempSync(path.join(tmpdir(), 'livery-modes-'));
const sourceDir = path.join(root, 'source');
const restoredDir = path.join(root, 'restored');
const suffix = randomBytes(4).toString('hex');
const databases = { source: `livery_modes_${suffix}`, restored: `livery_modes_restored_${suffix}` };
const running: ServerProcess[] = [];
let umaskBefore: number;

const envOf = (dataDir: string, database: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  DATABASE_URL: base ? databaseUrlOf(database) : '',
  BACKUP_DIR: '',
  JWT_SECRET: '',
  SSN_ENCRYPTION_KEY: '',
  SMTP_URL: '',
  MAIL_POLL_MS: '100',
});

async function stop(server: ServerProcess) {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  const exited = new Promise((resolve) => server.proc.once('exit', resolve));
  server.proc.kill('SIGTERM');
  await exited;
}

/** Every path under `dir` (itself included) with its mode, folders and files alike; symlinks are not followed. */
function modesUnder(dir: string): { path: string; mode: number }[] {
  const found = [{ path: '.', mode: lstatSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.push({ path: path.relative(dir, full), mode: lstatSync(full).mode & 0o777 });
  }
  return found;
}

/** What another account could read or write: every path with a group or other bit, as `path 0644`. */
const openToOthers = (dir: string) =>
  modesUnder(dir)
    .filter((e) => (e.mode & 0o077) !== 0)
    .map((e) => `${e.path} 0${e.mode.toString(8)}`);

beforeAll(() => {
  umaskBefore = process.umask(0o000); // inherited by the server and the scripts this file starts
});

afterAll(async () => {
  process.umask(umaskBefore);
  for (const server of running) server.proc.kill('SIGKILL');
  await Promise.all(running.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : 0)));
  rmSync(root, { recursive: true, force: true });
  if (base)
    for (const name of Object.values(databases)) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe(`DATA_DIR is the owner's only, under umask 000 (${engine})`, () => {
  let backupFile: string;

  it('after a fresh start, a reset e-mail, an upload and `npm run backup`', async () => {
    if (base) await adminQuery(`create database ${databases.source}`);
    const server = await startServer(await freePort(), envOf(sourceDir, databases.source));
    running.push(server);
    const token = (
      await callApi(server.port, 'POST', '/login', undefined, { email: ADMIN.email, password: ADMIN.password })
    ).body.data.token as string;
    const adminId = (await callApi(server.port, 'GET', '/me', token)).body.data.user.id as number;
    const form = new FormData();
    form.set('type', 'passport');
    form.set('expiresOn', '2031-01-01');
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n')], { type: 'application/pdf' }), 'passport.pdf');
    const uploaded = await fetch(`http://127.0.0.1:${server.port}/api/v1/users/${adminId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    // A reset link, written to DATA_DIR/mail by the outbox (no SMTP_URL).
    expect((await callApi(server.port, 'POST', '/forgot-password', undefined, { email: ADMIN.email })).status).toBe(
      200,
    );
    const mail = path.join(sourceDir, 'mail');
    for (let waited = 0; !(existsSync(mail) && readdirSync(mail).length > 0); waited += 100) {
      if (waited > 20_000) throw new Error('no mail was written');
      await new Promise((r) => setTimeout(r, 100));
    }
    const backup = await runScript('backup.mjs', [], envOf(sourceDir, databases.source));
    expect(backup.code, backup.output).toBe(0);
    backupFile = /Backup written: (\S+)/.exec(backup.output)![1]!;

    const paths = modesUnder(sourceDir).map((e) => e.path);
    for (const part of ['jwt-secret', 'ssn-key', 'uploads', 'mail', 'backups']) expect(paths).toContain(part);
    if (engine === 'pglite') expect(paths.filter((p) => p.startsWith('pglite/')).length).toBeGreaterThan(100);
    expect(openToOthers(sourceDir)).toEqual([]);
    await stop(server);
  }, 180_000);

  it('after `npm run restore` into a new DATA_DIR', async () => {
    if (base) await adminQuery(`create database ${databases.restored}`);
    const restore = await runScript('restore.mjs', [backupFile], envOf(restoredDir, databases.restored));
    expect(restore.code, restore.output).toBe(0);
    expect(modesUnder(restoredDir).map((e) => e.path)).toContain('uploads');
    expect(openToOthers(restoredDir)).toEqual([]);
  }, 120_000);

  it('after a start on an installation whose files were left open by an older Livery', async () => {
    for (const { path: relative } of modesUnder(sourceDir)) {
      const full = path.join(sourceDir, relative);
      if (!lstatSync(full).isSocket()) chmodSync(full, lstatSync(full).isDirectory() ? 0o777 : 0o666);
    }
    expect(openToOthers(sourceDir).length).toBeGreaterThan(5);
    const server = await startServer(await freePort(), envOf(sourceDir, databases.source));
    running.push(server);
    expect(openToOthers(sourceDir)).toEqual([]);
    await stop(server);
  }, 120_000);
});
