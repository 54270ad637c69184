import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from './archive.js';
import { readBackup, restoreBackup } from './restore.js';
import { listTar, readEntry, TarWriter } from './tar.js';

/**
 * A damaged backup is found before it is restored (issue 37, decision 069): every entry's SHA-256 is in the backup's
 * last entry, SHA256SUMS, and is checked before a restore writes anything. The scripts' side, on both engines, is in
 * src/test/backup-restore.test.ts.
 */
const root = mkdtempSync(path.join(tmpdir(), 'livery-checksums-'));
let n = 0;
const freshDir = () => {
  const dir = path.join(root, `d${(n += 1)}`);
  mkdirSync(dir);
  return dir;
};
let backupFile: string;

beforeAll(async () => {
  const dataDir = freshDir();
  mkdirSync(path.join(dataDir, 'uploads', 'cars'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'cars', 'sedan.webp'), Buffer.alloc(3000, 9));
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'a-key-a-first-run-generated');
  const pglite = new PGlite();
  await pglite.exec(`create table trips (id int primary key, name text); insert into trips values (1, 'JFK')`);
  backupFile = (await writeBackup({ source: { engine: 'pglite', pglite }, dataDir, dir: freshDir() })).file;
  await pglite.close();
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the backup with `count` bytes inverted, `at` bytes into the named entry. */
async function damagedCopy(entryName: string, at: (size: number) => number, count = 16): Promise<string> {
  const entry = (await listTar(backupFile)).find((e) => e.name === entryName)!;
  const bytes = readFileSync(backupFile);
  const start = entry.offset + at(entry.size);
  for (let i = start; i < start + count; i += 1) bytes[i] = bytes[i]! ^ 0xff;
  const file = path.join(freshDir(), 'damaged.tar');
  writeFileSync(file, bytes);
  return file;
}

describe('a backup’s checksums', () => {
  it('are its last entry, SHA256SUMS, listing every other entry, which sha256sum -c accepts', async () => {
    const entries = await listTar(backupFile);
    expect(entries.at(-1)!.name).toBe('SHA256SUMS');
    const listed = (await readEntry(backupFile, entries.at(-1)!)).toString('utf8');
    expect(
      listed
        .trim()
        .split('\n')
        .map((line) => line.slice(66)),
    ).toEqual(entries.slice(0, -1).map((e) => e.name));
    const extracted = freshDir();
    execFileSync('tar', ['-xf', backupFile, '-C', extracted]);
    expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: extracted, encoding: 'utf8' })).toContain(
      'database/pglite.tar: OK',
    );
    expect((await readBackup(backupFile)).checksums).toBe('checked');
  });

  it('find bytes flipped in the database, an upload, the manifest or the checksums themselves', async () => {
    const cases: [entry: string, at: (size: number) => number, message: RegExp][] = [
      ['database/pglite.tar', (size) => Math.floor(size / 2), /damaged: database\/pglite\.tar does not match/],
      ['files/uploads/cars/sedan.webp', () => 100, /damaged: files\/uploads\/cars\/sedan\.webp does not match/],
      ['manifest.json', () => 20, /damaged: manifest\.json does not match/],
      ['SHA256SUMS', () => 3, /damaged: line 1 of SHA256SUMS is unreadable/],
      ['SHA256SUMS', () => 70, /damaged: it holds .* which SHA256SUMS does not list/],
    ];
    for (const [entry, at, message] of cases) {
      await expect(readBackup(await damagedCopy(entry, at, 1)), entry).rejects.toThrow(message);
    }
  });

  it('are checked before a restore writes anything: a damaged backup leaves DATA_DIR as it was', async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'kept'), 'what was there');
    const damaged = await damagedCopy('database/pglite.tar', (size) => Math.floor(size / 3));
    await expect(restoreBackup({ file: damaged, databaseUrl: undefined, dataDir })).rejects.toThrow(
      /is damaged: database\/pglite\.tar does not match its SHA-256 in SHA256SUMS\. Use another backup\./,
    );
    expect(readdirSync(dataDir)).toEqual(['kept']);
  });

  it('are absent from a backup taken before them: it is read and restored unchecked', async () => {
    const old = path.join(freshDir(), 'old.tar');
    const writer = await TarWriter.create(old);
    for (const entry of (await listTar(backupFile)).filter((e) => e.name !== 'SHA256SUMS')) {
      await writer.addBuffer(entry.name, await readEntry(backupFile, entry));
    }
    await writer.close();
    expect((await readBackup(old)).checksums).toBe('absent');
    const dataDir = path.join(freshDir(), 'data');
    const restored = await restoreBackup({ file: old, databaseUrl: undefined, dataDir });
    expect(restored).toMatchObject({ checksums: 'absent', files: 1, keys: ['jwt-secret'] });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
