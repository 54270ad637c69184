/**
 * Runs `task` once the browser is idle after the first paint (or after `timeout` ms at the latest), so work
 * that no screen waits for never delays one. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}
