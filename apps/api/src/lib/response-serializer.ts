import fastJsonStringify from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isRecord } from '@livery/domain';
import { z } from 'zod';

/**
 * Responses written by a compiled serializer (issue 26, decision 063): each route's zod response schema becomes
 * JSON Schema once (`z.toJSONSchema`, as the OpenAPI document does) and then `fast-json-stringify`, Fastify's own
 * serializer, which writes only the declared properties. Zod's encode-then-`JSON.stringify` per response was
 * about 7 % of a list request. A schema JSON Schema cannot express (a transform, a date object) keeps zod's path.
 *
 * Under tests (`VITEST`), every response is also written by zod and the two must agree: every API test checks
 * that the compiled serializer writes what zod would, and fails on a response zod would refuse.
 */

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) as `type: [X's type, 'null']`: fast-json-stringify then
 * writes it directly instead of testing each branch against the value with a validator.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!isRecord(schema)) return schema;
  const out: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)]));
  const branches = out['anyOf'];
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => isRecord(b) && b['type'] === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt !== -1 && isRecord(other) && typeof other['type'] === 'string' && !('$ref' in other)) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other['type'], 'null'] };
    }
  }
  return out;
}

/**
 * A record (`additionalProperties` with a schema) anywhere: zod leaves out a key such as `__proto__` where
 * fast-json-stringify would write it, so such a schema (the error envelope's `fields`) keeps zod's path.
 */
function hasRecord(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasRecord);
  if (!isRecord(schema)) return false;
  if (isRecord(schema['additionalProperties']) || 'patternProperties' in schema) return true;
  return Object.values(schema).some(hasRecord);
}

/** The compiled writer of a zod schema, or undefined when JSON Schema cannot express it or it holds a record. */
function compiled(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    if (hasRecord(json)) return undefined;
    return fastJsonStringify(simplify(json) as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}

const checking = Boolean(process.env['VITEST']);

/**
 * Compiled on a route's first response, not at start-up: some 800 response schemas would add seconds to every
 * start, and most routes of a process answer rarely.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const { method, url } = routeSchema;
  const viaZod = zodSerializerCompiler(routeSchema);
  const declared: unknown = routeSchema.schema;
  const schema = isRecord(declared) ? (declared['properties'] ?? declared) : undefined;
  if (!(schema instanceof z.ZodType)) return viaZod;
  let write: ((data: unknown) => string) | undefined;
  const writer = () => (write ??= compiled(schema) ?? viaZod);
  if (!checking) return (data: unknown) => writer()(data);
  return (data: unknown) => {
    const expected = viaZod(data);
    const written = writer()(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(`${method} ${url}: the compiled serializer wrote ${written}; zod writes ${expected}`);
    }
    return written;
  };
};
