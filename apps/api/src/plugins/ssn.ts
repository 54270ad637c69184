import fp from 'fastify-plugin';
import { createSsnCipher, type SsnCipher } from '../lib/ssn-cipher.js';

declare module 'fastify' {
  interface FastifyInstance {
    ssn: SsnCipher;
  }
}

/** The SSN cipher, keyed from SSN_ENCRYPTION_KEY or a key generated once into the data folder (app.ts). */
export default fp<{ key: Buffer }>(
  async (app, options) => {
    app.decorate('ssn', createSsnCipher(options.key));
  },
  { name: 'ssn' },
);
