import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { listBackups, pruneBackups, writeBackup, type BackupResult, type DatabaseSource } from './archive.js';
import { readBackup } from './restore.js';
import { nextSlot, scheduledBackup } from './schedule.js';
import { extractEntry, listTar, readEntry, TarWriter } from './tar.js';

/** Backups' parts without a server (decision 060); the restore under writes is src/test/backup-restore.test.ts. */
const root = mkdtempSync(path.join(tmpdir(), 'livery-backups-unit-'));
let n = 0;
const freshDir = () => {
  const dir = path.join(root, `d${(n += 1)}`);
  execFileSync('mkdir', ['-p', dir]);
  return dir;
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

const nameAt = (engine: string, iso: string, suffix = '') =>
  `livery-${engine}-${iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}${suffix}.tar`;

describe('retention (BACKUP_KEEP)', () => {
  it('keeps the newest N backups by the time in their names, whatever their engine, and nothing else', async () => {
    const dir = freshDir();
    const names = [
      nameAt('pglite', '2026-01-01T00:00:00.000Z'),
      nameAt('postgres', '2026-01-02T00:00:00.000Z'),
      nameAt('pglite', '2026-01-03T06:00:00.000Z'),
      nameAt('pglite', '2026-01-03T06:00:00.000Z', '-2'), // a second backup in the same second
      nameAt('pglite', '2026-01-04T00:00:00.000Z'),
    ];
    for (const name of [...names, 'notes.txt', 'livery-pglite-yesterday.tar']) writeFileSync(path.join(dir, name), 'x');
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([...names].reverse());
    expect((await listBackups(dir))[0]?.createdAt.toISOString()).toBe('2026-01-04T00:00:00.000Z');

    expect(await pruneBackups(dir, 3)).toEqual([names[1], names[0]]);
    expect((await readdir(dir)).sort()).toEqual([...names.slice(2), 'livery-pglite-yesterday.tar', 'notes.txt'].sort());
    expect(await pruneBackups(dir, 3)).toEqual([]);
    expect(await pruneBackups(dir, 0)).toEqual([]); // 0 keeps all
    expect(await pruneBackups(dir, 1)).toEqual([names[3], names[2]]);
  });

  it('removes the unfinished file of a backup that died over a day ago, not one being written', async () => {
    const dir = freshDir();
    const [old, fresh] = ['.livery-backup-12-1700000000000.partial', '.livery-backup-13-1800000000000.partial'];
    writeFileSync(path.join(dir, old), 'x');
    writeFileSync(path.join(dir, fresh), 'x');
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    utimesSync(path.join(dir, old), twoDaysAgo, twoDaysAgo);
    expect(await pruneBackups(dir, 7)).toEqual([old]);
    expect(await readdir(dir)).toEqual([fresh]);
  });

  it('is empty for a folder that does not exist yet', async () => {
    expect(await listBackups(path.join(root, 'nowhere'))).toEqual([]);
    expect(await pruneBackups(path.join(root, 'nowhere'), 2)).toEqual([]);
  });
});

describe('BACKUP_EVERY, BACKUP_KEEP, BACKUP_DIR', () => {
  it('reads minutes or a duration, keeps 7 by default, and writes into DATA_DIR/backups by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/livery' });
    expect(config).toMatchObject({ backupDir: '/srv/livery/backups', backupEveryMs: undefined, backupKeep: 7 });
    expect(loadConfig({ BACKUP_EVERY: '90' }).backupEveryMs).toBe(90 * 60_000);
    expect(loadConfig({ BACKUP_EVERY: '6h', BACKUP_KEEP: '0' })).toMatchObject({
      backupEveryMs: 6 * 3_600_000,
      backupKeep: 0,
    });
    expect(loadConfig({ BACKUP_EVERY: '1d', BACKUP_DIR: '/mnt/b' })).toMatchObject({
      backupEveryMs: 86_400_000,
      backupDir: '/mnt/b',
    });
    for (const bad of ['0', '6 hours', '1w', '-5', '1.5h']) {
      expect(() => loadConfig({ BACKUP_EVERY: bad }), bad).toThrow(/BACKUP_EVERY must be minutes/);
    }
    expect(() => loadConfig({ BACKUP_KEEP: '-1' })).toThrow(/BACKUP_KEEP/);
  });

  it('starts periods at whole multiples of the period since 1970 UTC (6h: 00:00, 06:00 … UTC)', () => {
    const sixHours = 6 * 3_600_000;
    expect(new Date(nextSlot(Date.parse('2026-03-01T05:59:59Z'), sixHours)).toISOString()).toBe(
      '2026-03-01T06:00:00.000Z',
    );
    expect(new Date(nextSlot(Date.parse('2026-03-01T06:00:00Z'), sixHours)).toISOString()).toBe(
      '2026-03-01T12:00:00.000Z',
    );
  });
});

describe('one scheduled backup per period', () => {
  const base = process.env['TEST_DATABASE_URL'];
  // On PostgreSQL, two processes at once (an advisory lock); on PGlite, one process woken twice.
  const source = (base ? { engine: 'postgres', databaseUrl: base } : { engine: 'pglite' }) as DatabaseSource;

  it('is taken by one caller; the others skip it, and retention runs after it', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, nameAt(source.engine, '2020-01-01T00:00:00.000Z')), 'old');
    writeFileSync(path.join(dir, nameAt(source.engine, '2020-01-02T00:00:00.000Z')), 'old');
    const slotStart = Math.floor(Date.now() / 60_000) * 60_000;
    let taken = 0;
    const take = async (): Promise<BackupResult> => {
      taken += 1;
      await new Promise((r) => setTimeout(r, 300));
      const file = path.join(dir, nameAt(source.engine, new Date().toISOString()));
      writeFileSync(file, 'new');
      return { file, bytes: 3, ms: 300, manifest: {} as BackupResult['manifest'] };
    };
    const run = () => scheduledBackup({ source, dir, keep: 2, slotStart, take });
    const outcomes = base ? await Promise.all([run(), run()]) : [await run(), await run()];
    outcomes.push(await run());
    expect(taken).toBe(1);
    const done = outcomes.find((o) => 'taken' in o);
    expect(done && 'removed' in done ? done.removed : null).toEqual([
      nameAt(source.engine, '2020-01-01T00:00:00.000Z'),
    ]);
    expect(outcomes.filter((o) => 'skipped' in o)).toHaveLength(2);
  });
});

describe('the backup archive', () => {
  it('is a plain tar that tar lists and extracts, with long names, empty files and a stream of unknown size', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'a.tar');
    const longName = `files/uploads/${'a'.repeat(80)}/${'b'.repeat(60)}.webp`;
    const source = path.join(dir, 'source.bin');
    writeFileSync(source, Buffer.alloc(1500, 7));
    writeFileSync(path.join(dir, 'empty'), '');
    const writer = await TarWriter.create(file);
    await writer.addBuffer('manifest.json', Buffer.from('{"app":"livery"}'));
    await writer.addFile(longName, source);
    await writer.addFile('files/empty', path.join(dir, 'empty'));
    const streamed = await writer.addStream(
      'database/postgres.dump',
      Readable.from([Buffer.alloc(700, 1), Buffer.alloc(9, 2)]),
    );
    await writer.close();
    expect(streamed).toBe(709);

    const entries = await listTar(file);
    expect(entries.map((e) => [e.name, e.size])).toEqual([
      ['manifest.json', 16],
      [longName, 1500],
      ['files/empty', 0],
      ['database/postgres.dump', 709],
    ]);
    expect((await readEntry(file, entries[3]!)).subarray(698, 702)).toEqual(Buffer.from([1, 1, 2, 2]));
    await extractEntry(file, entries[1]!, path.join(dir, 'out.bin'));
    expect(readFileSync(path.join(dir, 'out.bin')).equals(readFileSync(source))).toBe(true);

    // GNU tar reads it the same way.
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      entries.map((e) => e.name),
    );
    expect(execFileSync('tar', ['-xOf', file, 'manifest.json'], { encoding: 'utf8' })).toBe('{"app":"livery"}');
  });

  it('refuses a file that is not a backup, one cut short, and one naming a file outside the uploads', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'junk.tar'), Buffer.alloc(2048, 65));
    await expect(readBackup(path.join(dir, 'junk.tar'))).rejects.toThrow(/not a Livery backup/);

    const manifest = Buffer.from(JSON.stringify({ app: 'livery', format: 1, engine: 'pglite' }));
    const writer = await TarWriter.create(path.join(dir, 'evil.tar'));
    await writer.addBuffer('database/pglite.tar', Buffer.alloc(10));
    await writer.addBuffer('files/uploads/../../../etc/cron.d/x', Buffer.from('boom'));
    await writer.addBuffer('manifest.json', manifest);
    await writer.close();
    await expect(readBackup(path.join(dir, 'evil.tar'))).rejects.toThrow(/outside the uploads folder/);

    const whole = readFileSync(path.join(dir, 'evil.tar'));
    writeFileSync(path.join(dir, 'cut.tar'), whole.subarray(0, 1000));
    await expect(readBackup(path.join(dir, 'cut.tar'))).rejects.toThrow(/cut short/);
  });
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('pg_dump', () => {
  it('older than the server is refused with what to install, and leaves no file behind', async () => {
    const bin = freshDir();
    writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    chmodSync(path.join(bin, 'pg_dump'), 0o755);
    const dir = freshDir();
    const path0 = process.env['PATH'];
    process.env['PATH'] = `${bin}:${path0}`;
    try {
      const source = { engine: 'postgres', databaseUrl: process.env['TEST_DATABASE_URL']! } as const;
      await expect(writeBackup({ source, dataDir: freshDir(), dir })).rejects.toThrow(
        /^pg_dump 9 is older than the PostgreSQL \d+ server: install the PostgreSQL client tools/,
      );
    } finally {
      process.env['PATH'] = path0;
    }
    expect(await readdir(dir)).toEqual([]);
  });
});
