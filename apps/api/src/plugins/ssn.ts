import fp from 'fastify-plugin';
import { createSsnCipher, ssnKeyFrom, type SsnCipher } from '../lib/ssn-cipher.js';
import { persistentSecret } from '../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    ssn: SsnCipher;
  }
}

/** The SSN cipher, keyed from SSN_ENCRYPTION_KEY or a key generated once into the data folder. */
export default fp<{ dataDir: string; key: string | undefined }>(
  async (app, options) => {
    app.decorate('ssn', createSsnCipher(ssnKeyFrom(options.key, () => persistentSecret(options.dataDir, 'ssn-key'))));
  },
  { name: 'ssn' },
);
