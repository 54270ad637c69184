import { whenIdle } from '../lib/when-idle';

/** How long after the app has started the other scripts' faces wait: past the first screen's own loading. */
const AFTER_START_MS = 3000;

/**
 * Roboto's faces for scripts past Latin (`other-fonts.css`, 21 kB, and the faces a page's text then asks for): not
 * render-blocking, as the Latin ones in `fonts.css` are (issue 10), and not while the first screen still loads — on a
 * phone's slow network they took the bandwidth the page's own script and data needed (issue 38). A name in another
 * script shows in the system's font until then. Answers a function that cancels it.
 */
export function loadOtherFontsLater(): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(() => void import('./other-fonts.css'));
  }, AFTER_START_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
