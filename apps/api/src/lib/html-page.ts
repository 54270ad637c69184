import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A page rendered on the server, with the CSP sources (`'sha256-…'`) of its inline script. */
export interface ServerPage {
  html: string;
  scriptHashes: readonly string[];
}

/** An HTML answer as the OpenAPI document describes it (the page routes are hidden from it, but say what they send). */
export const htmlResponse = {
  description: 'The page, as HTML',
  content: { 'text/html': { schema: z.any().meta({ type: 'string' }) } },
};

/**
 * Sends a server page; the security headers allow no inline script, so this page's own is added by its hash.
 *
 * Without `Cross-Origin-Opener-Policy` unless `keepOpenerPolicy` (decision 067): these pages hold no script of the
 * app and nothing of anyone's, so what the header guards (a window another site opened keeping its hold on this one)
 * has nothing to reach, while the browser must start a new process for a page that sets it, arriving from a page
 * that does not: on Lighthouse's phone that start is a quarter of a second of blocked main thread. A page that loads
 * the app for a session (home, signed in) keeps it.
 */
export function sendPage(reply: FastifyReply, page: ServerPage, { keepOpenerPolicy = false } = {}) {
  if (!keepOpenerPolicy) reply.removeHeader('cross-origin-opener-policy');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && page.scriptHashes.length > 0) {
    const hashes = page.scriptHashes.join(' ');
    reply.header('content-security-policy', policy.replace(/script-src ([^;]*)/, `script-src $1 ${hashes}`));
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
}
