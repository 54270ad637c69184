import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('chunk reload guard', () => {
  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page and remembers when', () => {
    const reload = vi.fn();
    expect(reloadForChunkError({ now: 50_000, storage: sessionStorage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('50000');
  });

  it('does not reload again within 10 seconds', () => {
    const reload = vi.fn();
    reloadForChunkError({ now: 50_000, storage: sessionStorage, reload });
    expect(reloadForChunkError({ now: 59_999, storage: sessionStorage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once 10 seconds have passed', () => {
    const reload = vi.fn();
    reloadForChunkError({ now: 50_000, storage: sessionStorage, reload });
    expect(reloadForChunkError({ now: 60_000, storage: sessionStorage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
