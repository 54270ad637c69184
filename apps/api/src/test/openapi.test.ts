import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MAX_INT32, MAX_VERSION } from '@livery/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createTestApp } from './helper.js';
import { apiOperations } from './routes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

interface OpenApiOperation {
  operationId?: string;
  responses: Record<string, unknown>;
}

let app: App;
let close: () => Promise<void>;
interface JsonSchema {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiInputs {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

let document: { servers?: unknown[]; paths: Record<string, Record<string, OpenApiOperation & OpenApiInputs>> };

/** Every whole number in a schema, by where it is (`body.slots[].driverId`). */
function integersIn(schema: JsonSchema | undefined, at: string): { at: string; schema: JsonSchema }[] {
  if (!schema) return [];
  const types = [schema.type ?? []].flat();
  const nested = [
    ...Object.entries(schema.properties ?? {}).map(([key, value]) => integersIn(value, `${at}.${key}`)),
    integersIn(schema.items, `${at}[]`),
    typeof schema.additionalProperties === 'object' ? integersIn(schema.additionalProperties, `${at}{}`) : [],
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((s) => integersIn(s, at)),
  ];
  return [...(types.includes('integer') ? [{ at, schema }] : []), ...nested.flat()];
}

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

  it("passes Redocly's recommended rules with no error, no warning and nothing ignored", async () => {
    // A fresh path: no ignore file (.redocly.lint-ignore.yaml) names it, so nothing can be waved through there.
    const folder = await mkdtemp(join(tmpdir(), 'livery-openapi-'));
    const documentPath = join(folder, 'openapi.json');
    try {
      await writeFile(documentPath, JSON.stringify(document));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          join(root, 'node_modules/@redocly/cli/bin/cli.js'),
          'lint',
          documentPath,
          `--config=${join(root, 'redocly.yaml')}`,
          '--format=json',
        ],
        { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number; ignored: number };
        problems: unknown[];
      };
      expect(report.problems).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('bounds every whole number a request sends to what an integer column holds, a version one less', () => {
    const unbounded: string[] = [];
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        const inputs = [
          ...(operation.parameters ?? []).flatMap((p) => integersIn(p.schema, `${p.in}:${p.name}`)),
          ...Object.values(operation.requestBody?.content ?? {}).flatMap((c) => integersIn(c.schema, 'body')),
        ];
        for (const { at, schema } of inputs) {
          const limit = /(^|\.|:)version$/.test(at) ? MAX_VERSION : MAX_INT32;
          if (schema.maximum === undefined || schema.maximum > limit)
            unbounded.push(
              `${method.toUpperCase()} ${path} ${at}: maximum ${schema.maximum ?? 'none'} (at most ${limit})`,
            );
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});
