/**
 * The customer's trip status link and page (issue 24, decision 058). Others use the link: the notices on the way
 * and on location, and the reminders (`tripStatusUrl`); app.ts derives the links' key (`statusSecretOf`).
 * The link is made in `lib/status-links.ts` (no module), so the notifications make it without a loop of folders.
 */
export { statusSecretOf, tripStatusToken, tripStatusUrl } from '../../lib/status-links.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of the customers' status links (`statusSecretOf`), set by app.ts. */
    tripStatusSecret: string;
  }
}
