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

/** Sends a server page; the security headers allow no inline script, so this page's own is added by its hash. */
export function sendPage(reply: FastifyReply, page: ServerPage) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && page.scriptHashes.length > 0) {
    const hashes = page.scriptHashes.join(' ');
    reply.header('content-security-policy', policy.replace(/script-src ([^;]*)/, `script-src $1 ${hashes}`));
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
}
