import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while the component shows (the Wake Lock API, where the browser has it), asking again when
 * the page comes back into view (the browser releases the lock when it is hidden), and releasing it on leave.
 * Returns whether the lock is held.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return undefined;
    let lock: WakeLockSentinel | null = null;
    let left = false;
    const request = async () => {
      try {
        const next = await navigator.wakeLock.request('screen');
        if (left) {
          await next.release();
          return;
        }
        lock = next;
        setHeld(true);
        next.addEventListener('release', () => setHeld(false));
      } catch {
        setHeld(false); // refused (low battery, not visible): the sign still shows
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (lock === null || lock.released)) void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, []);
  return held;
}
