import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestApp } from './helper.js';
import { apiOperations } from './routes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where .redocly.lint-ignore.yaml expects the document. */
const documentPath = join(root, 'node_modules/.cache/livery/openapi.json');

interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, unknown>;
}

let app: App;
let close: () => Promise<void>;
let document: { servers?: unknown[]; paths: Record<string, Record<string, OpenApiOperation>> };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => close());

describe('the OpenAPI document', () => {
  it('has every API operation, each with a unique operationId, a 2xx and a 4xx answer', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(apiOperations(app.routeTable).length);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((code) => code.startsWith('2')),
        operation.operationId,
      ).toBe(true);
      expect(
        codes.some((code) => code.startsWith('4')),
        operation.operationId,
      ).toBe(true);
    }
    expect(document.servers).not.toHaveLength(0);
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    await mkdir(dirname(documentPath), { recursive: true });
    await writeFile(documentPath, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', documentPath, '--format=json'],
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
