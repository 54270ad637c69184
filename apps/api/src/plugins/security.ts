import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { BatchedCounter, databaseRateLimitStore } from '../lib/rate-counter.js';
import { isApiPath } from './errors.js';

/**
 * Helmet's headers, worked out once: they are the same on every answer. (`@fastify/helmet` built a new helmet, and
 * parsed the whole content security policy again, on every request: about 5 % of a list's time. Issue 26.)
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  // A response that is never sent: helmet sets its headers on it, and they are read back.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const PAYPAL_ORIGINS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The build's hashed files (scripts, style sheets, fonts, images): subresources, never a document or a worker. */
const isBuiltAsset = (url: string) => url.startsWith('/assets/');

/**
 * Of helmet's headers, those a subresource uses: the type not sniffed, who may load it (CORP), HTTPS (HSTS), and the
 * referrer a style sheet's own requests send. The policy, the frame and opener rules and the rest apply to documents
 * (a script's or a font's copy does nothing) and cost each file 0.7 kB: a phone's screen loads a dozen (issue 38).
 */
const ASSET_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
];
const forAssets = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)));

/**
 * Security headers, and a per-IP request limit on every API route (stricter ones are set per route). The dashboard's
 * own files are not counted: an office of several people behind one address loads them by the hundred each morning,
 * and they are static, precompressed and cached for a year. On PostgreSQL
 * the counts live in the database, written in batches far from a limit and exactly near it (decision 033), so
 * the limits hold across every API process; a PGlite data folder is opened
 * by one process only, whose memory already sees every request (decision 026).
 */
export default fp<{ rateLimitMax: number; paypalSdkUrl: string; publicUrl: string }>(
  async (app, options) => {
    // PayPal's own origins, and the configured SDK's (a test server in the e2e tests, decision 040).
    const paypal = [...new Set([...PAYPAL_ORIGINS, new URL(options.paypalSdkUrl).origin])];
    const headersWith = (upgradeInsecureRequests: boolean) =>
      securityHeaders({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...paypal],
            // Emotion (MUI) injects style elements at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Static pages show images by https URL from anywhere (decision 034); an image runs no script.
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...paypal],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...paypal],
            frameSrc: ["'self'", ...paypal],
            // Helmet's default; null leaves it out.
            upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
          },
        },
      });
    // Issue 38: `upgrade-insecure-requests` on a page served over plain HTTP (another PC of the office at
    // http://<address>:3000) sent the sign-in form to https, which nothing answers there, and the form went nowhere.
    // Pages are told to upgrade only when they came over HTTPS (behind TRUST_PROXY, as the proxy says) or the
    // installation's public address is https.
    const upgrading = headersWith(true);
    const plain = options.publicUrl.startsWith('https:') ? upgrading : headersWith(false);
    const assets = forAssets(plain);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isBuiltAsset(request.url) ? assets : request.protocol === 'https' ? upgrading : plain);
      done();
    });
    let store;
    if (app.dbKind === 'postgres') {
      const counter = new BatchedCounter(
        () => app.counterDb,
        (error) => app.log.error({ err: error }, 'request counts not written; kept for the next write'),
      );
      // Before the database closes (hooks run in reverse order of registration).
      app.addHook('onClose', () => counter.close());
      store = databaseRateLimitStore(counter);
    }
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !isApiPath(request.url),
      ...(store ? { store } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'security', dependencies: ['database'] },
);
