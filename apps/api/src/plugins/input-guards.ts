import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';

/** How deep a JSON body may nest: the deepest Livery reads (a draft's wizard state) is under ten levels. */
export const MAX_JSON_DEPTH = 32;

type Finding = { kind: 'nul'; path: string } | { kind: 'deep'; path: string } | null;

/**
 * The first string (or key) holding a NUL character at any depth, or the first value nested deeper than
 * `MAX_JSON_DEPTH`: walked with a stack of its own, so no input can overflow the call stack (issue 26).
 */
function findUnusable(value: unknown): Finding {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: at, path, depth } = stack.pop()!;
    if (typeof at === 'string') {
      if (at.includes(NUL)) return { kind: 'nul', path };
      continue;
    }
    if (!at || typeof at !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'deep', path };
    const entries = Object.entries(at);
    // Pushed in reverse, so the first key is looked at first (the message names the first fault).
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i]!;
      if (key.includes(NUL)) return { kind: 'nul', path: path || '_' };
      stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Input no route can use, refused for every route at once (decision 025): a NUL character in a path segment, a
 * query parameter or any string or key of a JSON body, at any depth, and a body nested deeper than `MAX_JSON_DEPTH`. PostgreSQL cannot store it in text, so it would otherwise reach
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
        const found = findUnusable(value);
        if (found === null) continue;
        const { path } = found;
        const name = path === '' || path === '_' ? part : path;
        const problem = found.kind === 'nul' ? MESSAGE : `is nested more than ${MAX_JSON_DEPTH} levels deep`;
        throw AppError.validation({ [path || '_']: `${name} ${problem}` }, `Please correct: ${name} (${problem}).`);
      }
    });
  },
  { name: 'input-guards', dependencies: ['auth'] },
);
