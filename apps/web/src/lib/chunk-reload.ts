import { storageKey } from './storage';

/** sessionStorage key holding when the app last reloaded itself for a missing chunk. */
export const CHUNK_RELOAD_KEY = storageKey('chunk-reload-at');

/** SPEC §8: the reload guard lasts 10 seconds. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /ChunkLoadError/,
  /Loading chunk [\w-]+ failed/i,
];

/** Whether the error says that a code chunk of an older deployment could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return typeof error === 'string' && CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((p) => p.test(error.message));
}

interface ReloadDeps {
  now?: number;
  storage?: Storage;
  reload?: () => void;
}

/** Whether no reload for a missing chunk happened in the last 10 seconds. */
export function mayReloadForChunkError({
  now = Date.now(),
  storage = window.sessionStorage,
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  return !Number.isFinite(last) || now < last || now - last >= CHUNK_RELOAD_WINDOW_MS;
}

/**
 * Reloads the page to pick up the new deployment, unless it already did so in the last
 * 10 seconds (then the caller shows the error screen instead of looping). Returns whether it reloads.
 */
export function reloadForChunkError({
  now = Date.now(),
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  if (!mayReloadForChunkError({ now, storage })) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
