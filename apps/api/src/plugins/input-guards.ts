import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';

/** The dotted path of the first string (or key) holding a NUL character, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!value || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return path || '_';
    const found = nulPath(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Input no route can use, refused for every route at once (decision 025): a NUL character in a path segment, a
 * query parameter or any string of a JSON body. PostgreSQL cannot store it in text, so it would otherwise reach
 * the database and fail there. Runs after authorization (a caller without the right still gets 401/403) and
 * before validation.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const parts = [
        ['path parameter', request.params],
        ['query parameter', request.query],
        ['field', request.body],
      ] as const;
      for (const [part, value] of parts) {
        const path = nulPath(value, '');
        if (path === null) continue;
        const name = path === '' || path === '_' ? part : path;
        throw AppError.validation({ [path || '_']: `${name} ${MESSAGE}` }, `Please correct: ${name} (${MESSAGE}).`);
      }
    });
  },
  { name: 'input-guards', dependencies: ['auth'] },
);
