import { API_PREFIX } from '@livery/domain';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import type { RouteAccess } from '../plugins/auth.js';

/** One API operation of the route table: a method and path, what it declares and how it validates. */
export interface ApiOperation {
  method: string;
  url: string;
  access: RouteAccess;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
}

/** Every /api/v1 operation the app registered, one per method (HEAD and OPTIONS are Fastify's own). */
export function apiOperations(table: readonly RouteOptions[]): ApiOperation[] {
  return table
    .filter((route) => route.url.startsWith(API_PREFIX))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({
          method,
          url: route.url,
          access: (route.config ?? {}) as RouteAccess,
          schema: (route.schema ?? {}) as ApiOperation['schema'],
        })),
    );
}

/** An operation that answers with server-sent events (`GET /events`): its answer ends when the client leaves. */
export function isStreaming(operation: ApiOperation): boolean {
  const ok = operation.schema.response?.['200'] as { content?: Record<string, unknown> } | undefined;
  return ok?.content?.['text/event-stream'] !== undefined;
}

/**
 * Calls an operation through inject. Inject waits for the end of the answer, which a stream that opened never
 * reaches: its status is read, the stream let go (the app ends it when it closes), and a refusal read whole.
 */
export async function injectOperation(
  app: FastifyInstance,
  operation: ApiOperation,
  options: InjectOptions,
): Promise<{ statusCode: number; body: string; json: () => unknown }> {
  if (!isStreaming(operation)) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) };
}
