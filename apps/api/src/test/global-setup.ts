import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.js';
import { testConfig } from './helper.js';

/**
 * Migrates and seeds one database before the API tests, which each test file's app then starts from as a copy
 * (decision 073): PGlite's data folder dumped to a file, or a PostgreSQL template database. Migrating and seeding
 * a fresh database per file cost about 3 s of the two cores each, 85 times a run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env['TEST_DATABASE_URL'] || undefined;
  if (!base) {
    const app = await buildApp(testConfig(), { logger: false });
    const dump = await app.pglite!.dumpDataDir('none');
    await app.close();
    const folder = await mkdtemp(path.join(tmpdir(), 'livery-api-tests-'));
    const file = path.join(folder, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { pglite: file });
    return () => rm(folder, { recursive: true, force: true });
  }

  const name = `livery_template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const app = await buildApp(testConfig({}, url.toString()), { logger: false });
  await app.close();
  project.provide('testDatabaseTemplate', { postgres: name });
  return () => admin(`drop database if exists ${name} with (force)`);
}
