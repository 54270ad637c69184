import { API_PREFIX, type ApiError, type ErrorCode } from '@livery/domain';
import type { FastifyError, FastifyReply, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

const codeOfStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

const partName = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
} as const satisfies Record<NonNullable<FastifyError['validationContext']>, string>;

/** Turns schema validation failures into `{ field: message }`, naming unknown fields. */
function validationFields(
  error: Pick<FastifyError, 'validationContext'> & { validation: readonly FastifySchemaValidationError[] },
): Record<string, string> {
  const fields: Record<string, string> = {};
  const part = partName[error.validationContext ?? 'body'] ?? 'field';
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = issue.params['keys'];
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) fields[path ? `${path}.${key}` : String(key)] = `Unknown ${part} "${key}"`;
      continue;
    }
    const key = path || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function send(reply: FastifyReply, status: number, error: ApiError) {
  return reply.status(status).send({ error });
}

/** One error shape for every failure (DESIGN.md §3); a 500 never shows internals. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return send(reply, error.statusCode, {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = validationFields(error);
        const names = Object.keys(fields).filter((f) => f !== '_');
        const message = names.length
          ? `Please correct: ${names.map((n) => `${n} (${fields[n]})`).join('; ')}.`
          : (Object.values(fields)[0] ?? 'The request is not valid.');
        return send(reply, 400, { code: 'VALIDATION', message, fields });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(reply, status, {
          code: codeOfStatus[status] ?? 'VALIDATION',
          message: error.message || 'The request is not valid.',
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again; if it keeps happening, tell your administrator.',
      });
    });
  },
  { name: 'errors' },
);

/**
 * Errors Fastify raises before any route or hook runs (a malformed %-escape in the path: FST_ERR_BAD_URL), in the
 * same envelope as every other refusal.
 */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const isBadUrl = error.code === 'FST_ERR_BAD_URL';
  return send(reply, isBadUrl ? 400 : (error.statusCode ?? 400), {
    code: 'VALIDATION',
    message: isBadUrl ? 'The address is not valid: it holds a malformed %-escape.' : error.message,
  });
}

export function apiNotFound(method: string, url: string): ApiError {
  const path = url.split('?')[0];
  return { code: 'NOT_FOUND', message: `There is no API route ${method} ${path}.` };
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith(API_PREFIX);
