// A new deployment removes the old chunks: a failed dynamic import then reloads the page, at most
// twice (spec §2), counted in sessionStorage so the count survives the reloads themselves.
import { lazy, type ComponentType } from 'react';

export const MAX_RELOADS = 2;
export const CHUNK_RELOADS_KEY = 'chunk-reloads';
const KEY = CHUNK_RELOADS_KEY;
/** Attempts older than this belong to an earlier incident. */
const WINDOW_MS = 60_000;

interface Attempts {
  count: number;
  at: number;
}

export const isChunkLoadError = (error: unknown): boolean =>
  /dynamically imported module|module script failed|error loading dynamically|Loading chunk|Unable to preload CSS/i.test(
    String((error as Error)?.message ?? error),
  );

/** Pure rule: reload while fewer than MAX_RELOADS recent attempts were made. */
export const nextAttempt = (previous: Attempts | null, now: number): Attempts | null => {
  const recent = previous && now - previous.at < WINDOW_MS ? previous.count : 0;
  return recent < MAX_RELOADS ? { count: recent + 1, at: now } : null;
};

/** Reloads the page for a chunk-load failure when attempts remain; true when it did. */
export const reloadForChunkError = (error: unknown): boolean => {
  if (!isChunkLoadError(error)) return false;
  let previous: Attempts | null = null;
  try {
    previous = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    previous = null;
  }
  const attempt = nextAttempt(previous, Date.now());
  if (!attempt) return false;
  sessionStorage.setItem(KEY, JSON.stringify(attempt));
  window.location.reload();
  return true;
};

/** React.lazy for a named export, reloading on a chunk-load failure. */
export const lazyPage = <P extends object>(factory: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    factory().then(
      (component) => ({ default: component }),
      (error) => {
        // While the page reloads, stay suspended instead of flashing an error.
        if (reloadForChunkError(error)) return new Promise<never>(() => undefined);
        throw error;
      },
    ),
  );
