// A lazy page that can be loaded ahead of its route, and then renders at once. React.lazy always
// suspends on its first render, even when its chunk is already in: the route's boundary then
// shows its loader, and React reveals the page no sooner than 300 ms after that loader
// (FALLBACK_THROTTLE_MS). That was most of a chart screen's sidebar navigation. A page loaded
// beforehand (while the browser is idle: `whenIdle`) renders without suspending; one that is not
// falls back to lazyPage (loader, and its reload on a failed chunk).
import { createElement, useState, type ComponentType } from 'react';
import { lazyPage } from './errors/chunkReload';

export interface PreloadPage<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the chunk (once); never rejects (a failure is the route's to show). */
  preload: () => Promise<void>;
}

export function preloadPage<P extends object>(factory: () => Promise<ComponentType<P>>): PreloadPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () => {
    loading ??= factory().then(
      (component) => (loaded = component),
      (error: unknown) => { loading = null; throw error; }, // a later try may succeed
    );
    return loading;
  };
  const Lazy = lazyPage(load);
  const Page = (props: P) => {
    // Chosen once per mount: switching from Lazy to the component later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
  return Object.assign(Page, { preload: () => load().then(() => undefined, () => undefined) });
}

/**
 * Runs `task` once the browser is idle (the first screen drawn, its requests in flight), at the
 * latest after `timeout` ms. Chunks come from the HTTP cache after the first visit.
 */
export function whenIdle(task: () => void, timeout = 3000) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}
