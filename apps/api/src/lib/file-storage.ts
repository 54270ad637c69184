import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';
import { errorCode } from './thrown.js';

/** Where uploaded files live: a folder by default (DESIGN.md §2); memory in tests. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Keys are ours (e.g. `cars/12/3f9c….webp`), never a user's file name: no path can escape the folder. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function folderStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(file(key), data, { mode: PRIVATE_FILE_MODE });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      files.set(checkKey(key), Buffer.from(data));
    },
    async get(key) {
      return files.get(checkKey(key)) ?? null;
    },
    async remove(key) {
      files.delete(checkKey(key));
    },
  };
}
