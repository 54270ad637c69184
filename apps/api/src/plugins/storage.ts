import path from 'node:path';
import fp from 'fastify-plugin';
import { folderStorage, memoryStorage, type FileStorage } from '../lib/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** `app.storage`: uploads in DATA_DIR/uploads, or in memory for tests (`memory://`). */
export default fp<{ dataDir: string }>(
  async (app, options) => {
    app.decorate(
      'storage',
      options.dataDir === 'memory://' ? memoryStorage() : folderStorage(path.join(options.dataDir, 'uploads')),
    );
  },
  { name: 'storage' },
);
