import { describe, expect, it } from 'vitest';
import { isChunkLoadError, nextAttempt } from '../../../src/pages/errors/chunkReload';

describe('chunk-load reloads', () => {
  it('recognises failed dynamic imports only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/App-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most twice in a row', () => {
    const first = nextAttempt(null, 1000);
    expect(first).toEqual({ count: 1, at: 1000 });
    const second = nextAttempt(first, 2000);
    expect(second).toEqual({ count: 2, at: 2000 });
    expect(nextAttempt(second, 3000)).toBeNull();
    // A later incident starts over.
    expect(nextAttempt(second, 2000 + 61_000)).toEqual({ count: 1, at: 63_000 });
  });
});
