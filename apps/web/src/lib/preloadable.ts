import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code is its own chunk, like `React.lazy`, that can be loaded ahead (`preload()`, e.g. in a
 * route's `lazy` beside the page): once loaded it renders at once, without suspending. Rendered before that, it
 * suspends as `React.lazy` does (wrap it in `<Suspense>`).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk is tried again on the next render or preload
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableComponent(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
