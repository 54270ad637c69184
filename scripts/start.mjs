#!/usr/bin/env node
/**
 * `npm start`: builds only when the sources changed since the last build, then serves.
 *
 * - The fingerprint of every source the build reads is kept beside the build; the same sources start the server
 *   within seconds, without rebuilding.
 * - The dashboard is built into a fresh folder and swapped in by two renames, so a server already running from
 *   the same checkout never sees a half-written or emptied `apps/web/dist` (it serves the new build on its next
 *   request).
 * - Two `npm start` at once build once: the second waits for the first's lock, then finds the build current.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopWithParent } from './stop-with-parent.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Everything a build reads; a change to any of them means a new build. */
const SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'apps/api/src',
  'apps/api/migrations',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/book.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
];
const WEB_DIST = at('apps/web/dist');
const API_ENTRY = at('apps/api/dist/server.js');
const CACHE = at('node_modules/.cache/livery');
const STAMP = path.join(CACHE, 'build-fingerprint');
const LOCK = path.join(CACHE, 'build.lock');
const STALE_LOCK_MS = 15 * 60_000;

function filesUnder(relative) {
  const full = at(relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(at(file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const isCurrent = (print) =>
  existsSync(API_ENTRY) &&
  existsSync(path.join(WEB_DIST, 'index.html')) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === print;

async function withLock(work) {
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > STALE_LOCK_MS) {
        rmSync(LOCK, { recursive: true, force: true }); // a build that died long ago
      } else {
        await sleep(500);
      }
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function run(args, cwd = root) {
  execFileSync(process.execPath, args, { cwd, stdio: 'inherit' });
}

function build() {
  const npm = process.env.npm_execpath;
  const npmRun = (workspace) =>
    npm
      ? run([npm, 'run', 'build', '-w', workspace])
      : execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  npmRun('@livery/domain');
  npmRun('@livery/api');
  const fresh = `${WEB_DIST}.new-${process.pid}`;
  const previous = `${WEB_DIST}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  const vite = at('node_modules/vite/bin/vite.js');
  run([vite, 'build', '--outDir', fresh, '--emptyOutDir'], at('apps/web'));
  // The booking entry beside the dashboard (apps/web/vite.config.ts, decision 066).
  run([vite, 'build', '--mode', 'book', '--outDir', fresh], at('apps/web'));
  if (existsSync(WEB_DIST)) renameSync(WEB_DIST, previous);
  renameSync(fresh, WEB_DIST);
  rmSync(previous, { recursive: true, force: true });
}

stopWithParent();

const before = fingerprint();
if (isCurrent(before)) {
  console.log('Livery: the build is current; starting.');
} else {
  await withLock(() => {
    const print = fingerprint();
    if (isCurrent(print)) return; // built by another `npm start` while this one waited
    console.log('Livery: building (the sources changed since the last build)…');
    build();
    writeFileSync(STAMP, print);
  });
}
await import(pathToFileURL(API_ENTRY).href);
