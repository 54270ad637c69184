import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/helper.js';
import { serializerCompiler } from './response-serializer.js';

const writerOf = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (data: unknown) => string;

describe('the compiled response serializer', () => {
  const ctx = useTestApp();

  it('compiles every JSON response schema of every route (none falls back to zod)', () => {
    const unrepresentable: string[] = [];
    for (const route of ctx.app.routeTable) {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [code, schema] of Object.entries(responses)) {
        if (!(schema instanceof z.ZodType)) continue; // files and event streams
        try {
          z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
        } catch {
          unrepresentable.push(`${String(route.method)} ${route.url} ${code}`);
        }
      }
    }
    expect(unrepresentable).toEqual([]);
  });

  it('writes only the declared properties, nulls and nested nullable objects as zod does', () => {
    const write = writerOf(
      z.object({
        id: z.number().int(),
        name: z.string().nullable(),
        car: z.object({ id: z.number(), tag: z.string().optional() }).nullable(),
        when: z.iso.datetime(),
      }),
    );
    const data = { id: 7, name: null, car: { id: 2, secret: 'x' }, when: '2026-11-26T10:00:00.000Z', hash: 'no' };
    expect(JSON.parse(write(data))).toEqual({ id: 7, name: null, car: { id: 2 }, when: '2026-11-26T10:00:00.000Z' });
    expect(JSON.parse(write({ ...data, car: null }))).toMatchObject({ car: null });
  });

  it('refuses, under tests, a response zod would refuse', () => {
    const write = writerOf(z.object({ status: z.enum(['created', 'assigned']) }));
    expect(() => write({ status: 'stolen' })).toThrow();
  });

  it('keeps zod’s path for a schema JSON Schema cannot express', () => {
    const write = writerOf(z.object({ at: z.date() }));
    expect(JSON.parse(write({ at: new Date('2026-11-26T10:00:00Z') }))).toEqual({ at: '2026-11-26T10:00:00.000Z' });
  });
});

describe('a record in a response', () => {
  it('keeps zod’s path, which leaves out a __proto__ key', () => {
    const write = writerOf(z.object({ fields: z.record(z.string(), z.string()) }));
    expect(write({ fields: JSON.parse('{"__proto__":"x","name":"Required"}') })).toBe('{"fields":{"name":"Required"}}');
  });
});
