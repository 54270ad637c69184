import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Draws an entry's first screen into `#root` as a transition: React renders it in slices of a few milliseconds and
 * lets the browser run in between, instead of one long task that holds up every tap and keystroke until the whole
 * screen is built (issue 27: Total Blocking Time on a phone). What is shown, and when it is committed, is the same.
 */
export function mount(app: ReactNode): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
