import { API_PREFIX } from '@livery/domain';
import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../plugins/auth.js';

/** One API operation of the route table: a method and path, what it declares and how it validates. */
export interface ApiOperation {
  method: string;
  url: string;
  access: RouteAccess;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
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
