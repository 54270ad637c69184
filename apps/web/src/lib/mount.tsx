import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Draws an entry's first screen into `#root` as a transition: React renders it in slices of a few milliseconds and
 * lets the browser run in between, instead of one long task that holds up every tap and keystroke until the whole
 * screen is built (issue 27: Total Blocking Time on a phone). What is shown, and when it is committed, is the same.
 *
 * When the entry takes over a page of the server's (the home for someone signed in, the visitor's booking going on:
 * decisions 064, 067), that page's own content (`#site`, hidden since the head's script ran) leaves the document: the
 * app brings its own bar and `<main>`, and a page has one main landmark (issue 38).
 */
export function mount(app: ReactNode): void {
  document.getElementById('site')?.remove();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
